import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"

import { auditWhen, relativeTime } from "./auditWhen.ts"

const now = Temporal.Instant.from("2026-12-03T12:00:00Z")

describe("relativeTime", () => {
  it("says how long ago, in the largest whole unit", () => {
    expect(relativeTime("2026-12-03T11:59:30Z", now)).toBe("just now")
    expect(relativeTime("2026-12-03T11:59:00Z", now)).toBe("1 minute ago")
    expect(relativeTime("2026-12-03T09:10:00Z", now)).toBe("2 hours ago")
    expect(relativeTime("2026-11-20T12:00:00Z", now)).toBe("13 days ago")
  })

  it("leaves old or unreadable dates to the absolute date", () => {
    expect(relativeTime("2026-10-01T12:00:00Z", now)).toBeNull()
    expect(relativeTime("yesterday", now)).toBeNull()
  })
})

describe("auditWhen", () => {
  it("gives the absolute date in the viewer's zone and who ran the audit", () => {
    expect(auditWhen({ taken_at: "2026-12-03T10:00:00Z", taken_by: { id: 7, name: "Jane" } }, now, "UTC")).toEqual({
      relative: "2 hours ago",
      absolute: "3 December 2026 10:00",
      by: "Jane"
    })
    expect(auditWhen({ taken_at: "2026-12-03T10:00:00Z", taken_by: null }, now, "UTC").by).toBeNull()
  })
})
