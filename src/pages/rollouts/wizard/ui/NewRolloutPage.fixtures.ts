// Answers for the new-rollout wizard's stories and tests: the health list to choose from, a catalogue, saved
// layouts, a preview.
import { makeFile } from "@/entities/file"
import { type Layout, makeLayout } from "@/entities/layout"
import { makeModule } from "@/entities/module"
import type { PortalHealth } from "@/entities/portal-health"
import { makePreview, makeRollout } from "@/entities/rollout"
import type { FakeAnswer, FakeRoute } from "@/shared/lib/testing"

export const HEALTH = "GET /portal/api/v2/portals/health"
export const MODULES = "GET /module/api/v2/modules"
export const FILES = "GET /portal/api/v2/files"
export const LAYOUTS = "GET /module/api/v2/layouts"
export const PREVIEW = "POST /portal/api/v2/rollouts/preview"
export const CREATE = "POST /portal/api/v2/rollouts"

export const healthRow = (id: number, name: string, agency = { id: 1, name: "Acme Agency" }): PortalHealth => ({
  id,
  name,
  hub_id: 20001000 + id,
  plan: "pro",
  agency,
  connection: "connected",
  theme: { installed: "5.0.0", latest: "5.0.0", behind: false },
  upgrades: { modules: 0, files: 0 },
  drift: null,
  work: { running: 0, failed: 0 },
  last_change: null,
  setup: "done",
  attention: []
})

const PORTALS: ReadonlyArray<PortalHealth> = [healthRow(1, "Acme Website"), healthRow(2, "Acme Shop"), healthRow(3, "Acme Blog")]

export const healthAnswer = (rows: ReadonlyArray<PortalHealth> = PORTALS): FakeAnswer => ({
  status: 200,
  body: { data: rows, meta: { pagination: { total: rows.length, count: rows.length, per_page: 25, current_page: 1, total_pages: 1 } } }
})

const CATALOGUE = [
  makeModule({ module_id: 1, key: "social-share", name: "Social Share", current_version: "2.0.0" }),
  makeModule({ module_id: 2, key: "hero-banner", name: "Hero Banner", current_version: "1.2.0" })
]

const modulesAnswer: FakeAnswer = {
  status: 200,
  body: {
    data: CATALOGUE,
    meta: { pagination: { total: CATALOGUE.length, count: CATALOGUE.length, per_page: 1000, current_page: 1, total_pages: 1 } }
  }
}

const THEME_FILES = [
  makeFile({ path: "css/main.css", name: "main.css", parent_path: "css", current_version: "2.0.0" }),
  makeFile({ path: "js/main.js", name: "main.js", parent_path: "js", current_version: "1.4.0" }),
  makeFile({ path: "css/retired.css", name: "retired.css", parent_path: "css", available: false })
]

const filesAnswer: FakeAnswer = { status: 200, body: { data: THEME_FILES } }

const SAVED_LAYOUTS = [
  makeLayout({ id: 4, portal_id: 1, portal_name: "Acme Website", name: "Spring setup" }),
  makeLayout({ id: 5, portal_id: 2, portal_name: "Acme Shop", name: "Shop basics" })
]

export const layoutsAnswer = (rows: ReadonlyArray<Layout> = SAVED_LAYOUTS): FakeAnswer => ({
  status: 200,
  body: {
    data: rows,
    meta: { pagination: { total: rows.length, count: rows.length, per_page: 1000, current_page: 1, total_pages: 1 } }
  }
})

export const previewAnswer = (preview = makePreview()): FakeAnswer => ({ status: 200, body: { data: preview } })

const startedAnswer: FakeAnswer = { status: 201, body: { data: makeRollout({ status: "running" }) } }

export const wizardRoutes = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  [HEALTH]: healthAnswer(),
  [MODULES]: modulesAnswer,
  [FILES]: filesAnswer,
  [LAYOUTS]: layoutsAnswer(),
  [PREVIEW]: previewAnswer(),
  [CREATE]: startedAnswer,
  ...overrides
})
