// A complete History entry for stories and tests; override what matters.
import type { History } from "@/shared/api"

export const makeHistory = (overrides: Partial<History> = {}): History => ({
  id: 1,
  portal_id: 101,
  name: "Hero Banner 1.2.0",
  created_by: { id: 7, name: "Jane Agency" },
  status_label: "Installed",
  payload: {},
  created_at: "2026-11-20T10:30:00.000Z",
  updated_at: "2026-11-20T10:30:00.000Z",
  ...overrides
})
