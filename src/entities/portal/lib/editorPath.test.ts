import { describe, expect, it } from "vitest"

import { editorAddressOf } from "./editorPath.ts"

describe("editorAddressOf", () => {
  it("reads the member's portal from the editor and the routes under it", () => {
    expect(editorAddressOf("/portals-main/101")).toEqual({ portalId: 101, guest: false })
    expect(editorAddressOf("/portals-main/101/7/1")).toEqual({ portalId: 101, guest: false })
    expect(editorAddressOf("/portals-main/101/experiments")).toEqual({ portalId: 101, guest: false })
  })

  it("reads the guest demo's portal", () => {
    expect(editorAddressOf("/portals-guest/999999")).toEqual({ portalId: 999999, guest: true })
  })

  it("finds no portal outside an editor", () => {
    expect(editorAddressOf("/portals-main")).toBeNull()
    expect(editorAddressOf("/portals-main/agency")).toBeNull()
    expect(editorAddressOf("/portals-main/0")).toBeNull()
    expect(editorAddressOf("/portals-main-other/5")).toBeNull()
    expect(editorAddressOf("/sr-setup")).toBeNull()
  })
})
