// Rows and answers for the health table's stories and tests: GET /portal/api/v2/portals/health and the
// super admin's agency options.
import type { PortalHealth } from "@/entities/portal-health"
import type { Agency } from "@/shared/api"
import { makeFullAgency } from "@/shared/lib/fixtures"
import type { FakeAnswer, FakeRoute } from "@/shared/lib/testing"

export const HEALTH_PATH = "/portal/api/v2/portals/health"

/** A healthy portal: connected, theme and modules current, audited without changes, no work. */
export const makeHealth = (fields: Partial<PortalHealth> = {}): PortalHealth => ({
  id: 1,
  name: "Acme Website",
  hub_id: 20001001,
  plan: "core",
  agency: { id: 1, name: "Acme Agency" },
  connection: "connected",
  theme: { installed: "5.0.0", latest: "5.0.0", behind: false },
  upgrades: { modules: 0, files: 0 },
  drift: { edited: 0, missing: 0, added: 0, taken_at: "2026-12-01T09:00:00Z" },
  work: { running: 0, failed: 0 },
  last_change: { at: "2026-12-02T15:30:00Z", event: "portal.updated", by: "Ada Lovelace" },
  setup: "done",
  attention: [],
  ...fields
})

/** Three portals needing attention for different reasons, and one that does not. */
export const TROUBLED: ReadonlyArray<PortalHealth> = [
  makeHealth({
    id: 7,
    name: "Northwind Portal",
    plan: "pro",
    agency: { id: 2, name: "Northwind Agency" },
    connection: "reconnect",
    theme: { installed: "4.2.0", latest: "5.0.0", behind: true },
    upgrades: { modules: 3, files: 1 },
    work: { running: 0, failed: 2 },
    attention: ["reconnect", "theme-behind", "upgrades", "failed-work"]
  }),
  makeHealth({
    id: 8,
    name: "Beacon Shop",
    drift: { edited: 2, missing: 1, added: 0, taken_at: "2026-11-28T10:00:00Z" },
    attention: ["drift"]
  }),
  makeHealth({
    id: 9,
    name: "Fresh Start",
    plan: "free",
    connection: "missing-hubdb",
    drift: null,
    setup: "pending",
    last_change: null,
    work: { running: 1, failed: 0 },
    attention: ["missing-hubdb", "setup"]
  }),
  makeHealth({ id: 10, name: "Calm Portal" })
]

export const HEALTHY: ReadonlyArray<PortalHealth> = [
  makeHealth({ id: 1, name: "Acme Website" }),
  makeHealth({ id: 2, name: "Acme Shop", plan: "stack", drift: null }),
  makeHealth({ id: 3, name: "Acme Blog", plan: "free", last_change: { at: "2026-10-02T08:00:00Z", event: "module.installed", by: null } })
]

export const healthPage = (rows: ReadonlyArray<PortalHealth>, totalPages = 1, total = rows.length): FakeAnswer => ({
  status: 200,
  body: { data: rows, meta: { pagination: { total, count: rows.length, per_page: 25, current_page: 1, total_pages: totalPages } } }
})

const AGENCIES: ReadonlyArray<Agency> = [
  makeFullAgency({ id: 1, name: "Acme Agency" }),
  makeFullAgency({ id: 2, name: "Northwind Agency" })
]

export const agencyOptions = (agencies: ReadonlyArray<Agency> = AGENCIES): FakeRoute => ({
  status: 200,
  body: {
    data: agencies,
    meta: { pagination: { total: agencies.length, count: agencies.length, per_page: 1000, current_page: 1, total_pages: 1 } }
  }
})
