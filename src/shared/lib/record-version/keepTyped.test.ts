import { describe, expect, it } from "vitest"

import { keepTyped } from "./keepTyped.ts"

describe("keepTyped", () => {
  it("keeps the fields the user changed and takes every other field from the record as it is now", () => {
    const opened = { name: "Acme", credit_limit: "10", status: "active" }
    const typed = { name: "Acme", credit_limit: "25", status: "active" }
    const current = { name: "Acme Renamed", credit_limit: "10", status: "suspend" }
    expect(keepTyped(opened, typed, current)).toEqual({ name: "Acme Renamed", credit_limit: "25", status: "suspend" })
  })
})
