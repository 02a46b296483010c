import { describe, expect, it } from "vitest"

import { routePattern, trackingRefused } from "./routePattern.ts"

const root = { routeId: "__root__", fullPath: "/" }

describe("routePattern", () => {
  it("reports the leaf route's pattern, not the address", () => {
    expect(
      routePattern([root, { routeId: "/_main", fullPath: "" }, { routeId: "/_main/portals-main/$id", fullPath: "/portals-main/$id" }])
    ).toBe("/portals-main/$id")
  })

  it("drops a trailing slash of index routes and keeps the home page as /", () => {
    expect(routePattern([root, { routeId: "/_main/users/", fullPath: "/users/" }])).toBe("/users")
    expect(routePattern([root, { routeId: "/_default/", fullPath: "/" }])).toBe("/")
    expect(routePattern([root, { routeId: "/_main", fullPath: "" }])).toBe("/")
  })

  it("reports nothing for the root alone (not found) or a pattern the server would refuse", () => {
    expect(routePattern([root])).toBeNull()
    expect(routePattern([])).toBeNull()
    expect(routePattern([root, { routeId: "x", fullPath: "/a b" }])).toBeNull()
  })
})

describe("trackingRefused", () => {
  it("honours Do Not Track and Global Privacy Control", () => {
    expect(trackingRefused({ doNotTrack: "1" })).toBe(true)
    expect(trackingRefused({ globalPrivacyControl: true })).toBe(true)
    expect(trackingRefused({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false)
    expect(trackingRefused({ doNotTrack: null })).toBe(false)
  })
})
