import { describe, expect, it } from "vitest"

import { describeEvent } from "./history.ts"

describe("describeEvent", () => {
  it("names who did what", () => {
    const base = { id: 1, from_status: null, to_status: null, author: { id: 2, name: "Sam" }, created_at: "2026-11-22T10:00:00.000Z" }
    expect(describeEvent({ ...base, event: "created", to_status: "new" })).toBe("Sam submitted the request.")
    expect(describeEvent({ ...base, event: "status", from_status: "new", to_status: "waiting_on_customer" })).toBe(
      "Sam changed the status to Waiting on customer."
    )
    expect(describeEvent({ ...base, event: "assigned", author: null })).toBe("Someone took the request.")
  })
})
