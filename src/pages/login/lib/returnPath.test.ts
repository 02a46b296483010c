import { describe, expect, it } from "vitest"

import { returnPath } from "./returnPath.ts"

describe("returnPath", () => {
  it("returns to the remembered route, query included", () => {
    expect(returnPath("/portals-main/7?billing=open")).toBe("/portals-main/7?billing=open")
  })

  it("defaults to the portal list", () => {
    expect(returnPath(null)).toBe("/portals-main")
    expect(returnPath("/")).toBe("/portals-main")
  })

  it("never leaves the site", () => {
    expect(returnPath("//evil.test/x")).toBe("/portals-main")
    expect(returnPath("https://evil.test")).toBe("/portals-main")
  })
})
