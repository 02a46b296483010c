import { describe, expect, it } from "vitest"

import { describeDetails, exportFileName } from "./details.ts"

describe("describeDetails", () => {
  it("reads as key: value pairs, nested values as JSON, empty ones left out", () => {
    expect(describeDetails({ module: "hero", previous_version: "1.0.0", resolutions: [{ path: "a", choice: "keep" }], note: null })).toBe(
      'module: hero · previous version: 1.0.0 · resolutions: [{"path":"a","choice":"keep"}]'
    )
    expect(describeDetails({})).toBe("")
  })
})

describe("exportFileName", () => {
  it("names the agency and the day", () => {
    expect(exportFileName("Demo Agency", "2026-12-03")).toBe("activity-demo-agency-2026-12-03.csv")
    expect(exportFileName("***", "2026-12-03")).toBe("activity-agency-2026-12-03.csv")
  })
})
