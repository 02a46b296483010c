import { describe, expect, it } from "vitest"

import { checkDueDate } from "./dueDate.ts"

const noon = Date.parse("2026-11-22T12:00:00.000Z")

describe("checkDueDate", () => {
  it("accepts today and later days", () => {
    expect(checkDueDate("2026-11-22", noon)).toBe("ok")
    expect(checkDueDate("2027-01-01", noon)).toBe("ok")
  })
  it("rejects yesterday and days that do not exist", () => {
    expect(checkDueDate("2026-11-21", noon)).toBe("past")
    expect(checkDueDate("2026-02-30", noon)).toBe("invalid")
  })
})
