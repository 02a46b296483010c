import { describe, expect, it } from "vitest"

import { pageOutcomes, pageProgress, UNKNOWN_REASON } from "./outcome.ts"

describe("pageOutcomes", () => {
  it("counts the page jobs that succeeded and lists the failed ones with their reason, leaving out the finish job", () => {
    expect(
      pageOutcomes([
        { status: "done", payload: { step: "page", page_id: "1", name: "Home" }, error: null },
        { status: "failed", payload: { step: "page", page_id: "2", name: "About" }, error: "This page no longer exists in HubSpot." },
        { status: "failed", payload: { step: "revert", page_id: "3", name: "Blog" }, error: null },
        { status: "failed", payload: { step: "finish", folder: "sr" }, error: "Some pages could not be migrated." }
      ])
    ).toEqual({
      succeeded: 1,
      failed: [
        { id: "2", name: "About", reason: "This page no longer exists in HubSpot." },
        { id: "3", name: "Blog", reason: UNKNOWN_REASON }
      ]
    })
  })
})

describe("pageProgress", () => {
  it("counts pages only, and never past their number", () => {
    expect(pageProgress({ processedJobs: 2, failedJobs: 1, totalJobs: 5 }, 1)).toEqual({ done: 3, total: 4 })
    expect(pageProgress({ processedJobs: 4, failedJobs: 1, totalJobs: 5 }, 1)).toEqual({ done: 4, total: 4 })
  })
})
