import { describe, expect, it } from "vitest"

import { makeHistory } from "./makeHistory.ts"
import { historyUsers } from "./users.ts"

describe("historyUsers", () => {
  it("lists each author once, by name, and skips entries without one", () => {
    const entries = [
      makeHistory({ id: 1, created_by: { id: 7, name: "Zoe" } }),
      makeHistory({ id: 2, created_by: null }),
      makeHistory({ id: 3, created_by: { id: 3, name: "Adam" } }),
      makeHistory({ id: 4, created_by: { id: 7, name: "Zoe" } })
    ]
    expect(historyUsers(entries)).toEqual([
      { id: 3, name: "Adam" },
      { id: 7, name: "Zoe" }
    ])
  })

  it("keeps users already known when a filtered page no longer shows them", () => {
    expect(historyUsers([makeHistory({ created_by: { id: 3, name: "Adam" } })], [{ id: 9, name: "Bea" }]).map((user) => user.id)).toEqual([
      3, 9
    ])
  })
})
