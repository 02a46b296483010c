import { describe, expect, it } from "vitest"

import { lazySearch, loadSearchValidators, takeEarlySearch } from "./searchGate.ts"

describe("lazySearch", () => {
  // One test: the gate's state is the module's, loaded once per page.
  it("decides the empty search before the validators load, marks a search it could not decode, and decodes after", async () => {
    const portals = lazySearch("portalListSearch")
    expect(portals({})).toEqual({})
    expect(takeEarlySearch()).toBe(false)

    expect(portals({ page: 2 })).toEqual({})
    expect(takeEarlySearch()).toBe(true)
    // Taking the mark clears it.
    expect(takeEarlySearch()).toBe(false)

    await loadSearchValidators()
    expect(portals({ page: 2, health_q: "acme" })).toEqual({ page: 2, health_q: "acme" })
    expect(portals({ page: -3 })).toEqual({})
    expect(takeEarlySearch()).toBe(false)
  })
})
