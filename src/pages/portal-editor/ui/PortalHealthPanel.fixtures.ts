// A portal's health for the panel's stories and tests.
import type { PortalHealth } from "@/entities/portal-health"

export const healthOf = (fields: Partial<PortalHealth> = {}): PortalHealth => ({
  id: 7,
  name: "Acme Website",
  hub_id: 20001001,
  plan: "core",
  agency: { id: 1, name: "Acme Agency" },
  connection: "connected",
  theme: { installed: "5.0.0", latest: "5.0.0", behind: false },
  upgrades: { modules: 0, files: 0 },
  drift: { edited: 0, missing: 0, added: 0, taken_at: "2026-12-01T09:00:00Z" },
  work: { running: 0, failed: 0 },
  last_change: { at: "2026-12-02T15:30:00Z", event: "module.upgraded", by: "Ada Lovelace" },
  setup: "done",
  attention: [],
  ...fields
})

/** Every reason at once, each with the facts behind it. */
export const troubled = healthOf({
  connection: "missing-hubdb",
  theme: { installed: "4.2.0", latest: "5.0.0", behind: true },
  upgrades: { modules: 2, files: 1 },
  drift: { edited: 3, missing: 1, added: 0, taken_at: "2026-12-01T09:00:00Z" },
  work: { running: 0, failed: 2 },
  setup: "pending",
  attention: ["missing-hubdb", "theme-behind", "upgrades", "drift", "failed-work", "setup"]
})
