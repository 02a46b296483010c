// The overview's cells in words: each fact of a portal's health as a short text a screen reader says as it shows.
import { Temporal } from "temporal-polyfill"

import { formatDate } from "@/shared/lib/date"

import type { PortalHealth } from "../api/portalHealth.ts"

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export const CONNECTION_LABELS: Readonly<Record<PortalHealth["connection"], string>> = {
  connected: "Connected",
  reconnect: "Needs reconnect",
  "missing-hubdb": "HubDB permission missing"
}

/** "4.2.0 → 5.0.0" while a newer theme waits; the installed version alone, marked latest, otherwise. */
export const themeText = (theme: PortalHealth["theme"]): string =>
  theme.behind ? `${theme.installed} → ${theme.latest}` : `${theme.installed} (latest)`

/** Installed modules and theme files with a newer version: "2 modules · 1 file", or "None". */
export const upgradesText = ({ modules, files }: PortalHealth["upgrades"]): string =>
  modules === 0 && files === 0 ? "None" : `${count(modules, "module")} · ${count(files, "file")}`

/** What the latest audit found changed in HubSpot; "Never audited" when there was none. */
export const driftText = (drift: PortalHealth["drift"]): string => {
  if (drift === null) return "Never audited"
  const { edited, missing, added } = drift
  return edited + missing + added === 0 ? "No changes" : `${edited} edited · ${missing} missing · ${added} added`
}

/** Batches pending or running, and those that failed in the last 7 days: "1 running · 2 failed", or "None". */
export const workText = ({ running, failed }: PortalHealth["work"]): string =>
  running === 0 && failed === 0 ? "None" : `${running} running · ${failed} failed`

/** An activity-log event ("portal.upgrade-started") as words ("Upgrade started"); a portal's own prefix goes. */
export const eventLabel = (event: string): string => {
  const parts = event.split(".")
  const words = (parts[0] === "portal" && parts.length > 1 ? parts.slice(1) : parts).join(" ").replace(/[-_]+/g, " ").trim()
  return words === "" ? event : words.charAt(0).toUpperCase() + words.slice(1)
}

const ago = (n: number, unit: string) => `${count(n, unit)} ago`

/** Relative while recent ("3 hours ago"); the day ("November 21, 2025") after a month, or for an unreadable time. */
export const relativeTime = (at: string, now: Temporal.Instant = Temporal.Now.instant()): string => {
  let instant: Temporal.Instant
  try {
    instant = Temporal.Instant.from(at)
  } catch {
    return formatDate(at, "day")
  }
  const seconds = Math.floor(now.since(instant).total({ unit: "seconds" }))
  if (seconds < 60) return "just now"
  if (seconds < 3600) return ago(Math.floor(seconds / 60), "minute")
  if (seconds < 86_400) return ago(Math.floor(seconds / 3600), "hour")
  if (seconds < 30 * 86_400) return ago(Math.floor(seconds / 86_400), "day")
  return formatDate(at, "day")
}
