import { describe, expect, it } from "vitest"

import { formatDate } from "./format.ts"

const sydney = { timeZone: "Australia/Sydney" }

describe("formatDate", () => {
  it("detailed: day, month name, year and a 24-hour clock in the viewer's zone", () => {
    expect(formatDate("2025-11-21T14:05:00Z", "detailed", { timeZone: "UTC" })).toBe("21 November 2025 14:05")
    expect(formatDate("2025-11-21T14:05:00Z", "detailed", sydney)).toBe("22 November 2025 01:05")
  })

  it("short: day/month/year", () => {
    expect(formatDate("2025-03-04T10:00:00+00:00", "short", { timeZone: "UTC" })).toBe("04/03/2025")
  })

  it("full: a 12-hour clock, noon and midnight included", () => {
    expect(formatDate("2025-11-21T14:05:00Z", "full", { timeZone: "UTC" })).toBe("November 21, 2025 2:05 PM")
    expect(formatDate("2025-11-21T00:30:00Z", "full", { timeZone: "UTC" })).toBe("November 21, 2025 12:30 AM")
    expect(formatDate("2025-11-21T12:00:00Z", "full", { timeZone: "UTC" })).toBe("November 21, 2025 12:00 PM")
  })

  it("utc: always in UTC whatever the viewer's zone", () => {
    expect(formatDate("2025-11-22T01:05:09+11:00", "utc", sydney)).toBe("2025-11-21 14:05:09 UTC")
  })

  it("reads the server's 'Y-m-d H:i:s' as UTC", () => {
    expect(formatDate("2025-11-21 14:05:00", "detailed", sydney)).toBe("22 November 2025 01:05")
  })

  it("keeps a bare date on its calendar day", () => {
    expect(formatDate("2025-11-21", "short", { timeZone: "America/Los_Angeles" })).toBe("21/11/2025")
  })

  it("locale: the language's own medium style", () => {
    const text = formatDate("2025-11-21T14:05:00Z", "locale", { timeZone: "UTC", locale: "en-US" })
    expect(text).toContain("2025")
    expect(text).toContain("Nov")
  })

  it.each([null, undefined, "", "   ", "not a date", "2025-13-45"])("%j gives ---", (value) => {
    expect(formatDate(value, "detailed")).toBe("---")
    expect(formatDate(value, "locale")).toBe("---")
  })
})
