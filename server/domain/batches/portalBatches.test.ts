import { describe, expect, it } from "vitest"

import type { BatchJobRow, PortalBatchRow } from "../../db/repos/BatchRepo.ts"
import { keysNeeded, labelOf, nameIndex, starterOf, SUPPORT_STARTER, titleOf, toPortalBatch } from "./portalBatches.ts"

const names = nameIndex([
  { source: "group", key: "landing-essentials", name: "Landing Page Essentials" },
  { source: "module", key: "hero-banner", name: "Hero Banner" },
  { source: "template", key: "classic-blog", name: "Classic Blog" }
])

const row = (overrides: Partial<PortalBatchRow>): PortalBatchRow => ({
  id: "b1",
  kind: "module-install",
  portal_id: 3,
  reference: "landing-essentials",
  created_by: 1,
  total_jobs: 2,
  processed_jobs: 1,
  failed_jobs: 1,
  status: "finished",
  result: null,
  options: {},
  created_at: new Date("2026-11-28T10:00:00Z"),
  finished_at: new Date("2026-11-28T10:01:00Z"),
  starter_name: "Ada Admin",
  starter_in_agency: true,
  ...overrides
})
const member = { id: 9, isAdmin: false }

describe("portal batch titles and labels", () => {
  it("names each kind of batch in the user's words", () => {
    expect(titleOf({ kind: "module-install", reference: "landing-essentials" }, names)).toBe("Install Landing Page Essentials")
    expect(titleOf({ kind: "page-template", reference: "classic-blog" }, names)).toBe("Install Classic Blog")
    expect(titleOf({ kind: "portal-setup", reference: "setup" }, names)).toBe("Portal setup")
    expect(titleOf({ kind: "page-migration", reference: "migration" }, names)).toBe("Migration")
    expect(titleOf({ kind: "version-upgrade", reference: "version-upgrade" }, names)).toBe("Theme upgrade")
    expect(titleOf({ kind: "layout-apply", reference: "layout:4", options: { layout_id: 4, name: "Landing starter" } }, names)).toBe(
      "Apply layout Landing starter"
    )
    const rollout = { kind: "rollout-portal", reference: "7f1c", options: { rollout_id: "7f1c", name: "FAQ Accordion 1.1.0" } }
    expect(titleOf(rollout, names)).toBe("Rollout: FAQ Accordion 1.1.0")
  })

  it("labels a job by the module, page or file it works on", () => {
    expect(labelOf("module-install", { seq: 1, payload: { module: "hero-banner", portal: 3 } }, names)).toBe("Hero Banner")
    expect(
      labelOf("portal-setup", { seq: 1, payload: { step: "file", folder: "sr", theme_file_id: 4, path: "css/main.css" } }, names)
    ).toBe("css/main.css")
    expect(labelOf("portal-setup", { seq: 2, payload: { step: "page", folder: "sr", template: "agency-home", name: "Home" } }, names)).toBe(
      "Home"
    )
    expect(labelOf("page-migration", { seq: 3, payload: { step: "finish", folder: "sr" } }, names)).toBe("Finishing")
    expect(labelOf("page-template", { seq: 1, payload: { template: "classic-blog", file: "blog-post.html" } }, names)).toBe(
      "blog-post.html"
    )
    expect(labelOf("version-upgrade", { seq: 7, payload: {} }, names)).toBe("Job 7")
    expect(labelOf("layout-apply", { seq: 1, payload: { portal: 3, file: "css/main.css" } }, names)).toBe("css/main.css")
    expect(labelOf("layout-apply", { seq: 2, payload: { portal: 3, module: "hero-banner", with_files: true } }, names)).toBe("Hero Banner")
    expect(
      keysNeeded(
        [row({ kind: "layout-apply", reference: "layout:4" })],
        [{ batch_id: "b1", seq: 1, status: "done", payload: { module: "hero-banner" }, error: null }]
      )
    ).toEqual({ groups: [], templates: [], modules: ["hero-banner"] })
  })

  it("asks only for the names it needs and gives a reason only to failed jobs", () => {
    const batch = row({})
    const jobs: ReadonlyArray<BatchJobRow> = [
      {
        batch_id: "b1",
        seq: 1,
        status: "failed",
        payload: { module: "hero-banner" },
        error: "File updates required: css/main.css (2.0.0)"
      },
      { batch_id: "b1", seq: 2, status: "pending", payload: { module: "faq-accordion" }, error: "an earlier attempt's note" }
    ]
    expect(keysNeeded([batch], jobs)).toEqual({ groups: ["landing-essentials"], templates: [], modules: ["hero-banner", "faq-accordion"] })
    expect(toPortalBatch(batch, jobs, names, member)).toMatchObject({
      title: "Install Landing Page Essentials",
      progress: 100,
      finished_at: "2026-11-28T10:01:00.000Z",
      started_by: { id: 1, name: "Ada Admin" },
      items: [
        { seq: 1, label: "Hero Banner", status: "failed", error: "File updates required: css/main.css (2.0.0)" },
        { seq: 2, label: "faq-accordion", status: "pending", error: null }
      ]
    })
  })

  it("names the starter to the agency, and a super admin from outside it only as the support team", () => {
    expect(starterOf(row({}), member)).toEqual({ id: 1, name: "Ada Admin" })
    expect(starterOf(row({ starter_in_agency: false }), member)).toEqual({ id: null, name: SUPPORT_STARTER })
    expect(starterOf(row({ starter_in_agency: false }), { id: 2, isAdmin: true })).toEqual({ id: 1, name: "Ada Admin" })
    expect(starterOf(row({ starter_in_agency: false, created_by: 9 }), member)).toEqual({ id: 9, name: "Ada Admin" })
    expect(starterOf(row({ created_by: null, starter_name: null }), member)).toBeNull()
  })
})
