// A complete Layout for stories and tests (saved by makeUser()'s user); override what matters.
import type { Layout } from "@/shared/api"

export const makeLayout = (overrides: Partial<Layout> = {}): Layout => ({
  id: 1,
  portal_id: 101,
  portal_name: "Acme Portal",
  agency_id: 1,
  name: "Home layout",
  content: {},
  created_by: 10,
  created_at: "2026-11-20T10:30:00.000Z",
  updated_at: "2026-11-20T10:30:00.000Z",
  ...overrides
})
