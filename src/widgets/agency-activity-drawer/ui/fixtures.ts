// Sample activity for the drawer's stories and tests.
import type { AgencyActivityEntry } from "@/shared/api"
import { makePortal } from "@/shared/lib/fixtures"

export const activityEntry = (fields: Partial<AgencyActivityEntry> & { id: number }): AgencyActivityEntry => ({
  created_at: "2026-11-20T12:00:00.000Z",
  event: "module.upgraded",
  causer: { id: 10, name: "Ada Lovelace" },
  portal: { id: 101, name: "Acme Website", deleted: false },
  properties: { module: "hero", version: "2.0.0", previous_version: "1.4.0" },
  ...fields
})

export const activityPage = (rows: ReadonlyArray<AgencyActivityEntry>, page = 1, lastPage = 1, total = rows.length) => ({
  status: 200,
  body: { data: { data: rows, current_page: page, last_page: lastPage, per_page: 25, total } }
})

export const agencyPortals = () => {
  const data = [makePortal({ id: 101, name: "Acme Website" }), makePortal({ id: 102, name: "Acme Staging" })]
  return {
    status: 200,
    body: { data, meta: { pagination: { total: data.length, count: data.length, per_page: 1000, current_page: 1, total_pages: 1 } } }
  }
}
