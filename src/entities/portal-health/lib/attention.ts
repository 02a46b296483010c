// What each attention reason is called wherever the overview shows it (a badge's words, never its colour alone).
import type { PortalAttention } from "../api/portalHealth.ts"

export const ATTENTION_LABELS: Readonly<Record<PortalAttention, string>> = {
  reconnect: "Needs reconnect",
  "missing-hubdb": "HubDB permission missing",
  "theme-behind": "Theme behind",
  upgrades: "Upgrades waiting",
  drift: "Edited in HubSpot",
  "failed-work": "Failed work",
  setup: "Setup not finished"
}

/** How urgent a reason is: the CRM connection blocks everything, failed work and drift need a look, the rest can wait. */
export const ATTENTION_TONE: Readonly<Record<PortalAttention, "danger" | "warning" | "info">> = {
  reconnect: "danger",
  "missing-hubdb": "danger",
  "failed-work": "danger",
  drift: "warning",
  setup: "warning",
  "theme-behind": "info",
  upgrades: "info"
}
