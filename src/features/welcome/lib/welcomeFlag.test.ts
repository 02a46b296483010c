import { describe, expect, it } from "vitest"

import { hasWelcomeV5Flag, withoutWelcomeFlag } from "./welcomeFlag.ts"

describe("welcome flag", () => {
  it("recognises only welcome=v5", () => {
    expect(hasWelcomeV5Flag({ welcome: "v5" })).toBe(true)
    expect(hasWelcomeV5Flag({ welcome: "v4" })).toBe(false)
    expect(hasWelcomeV5Flag({})).toBe(false)
  })

  it("removes the flag and keeps the rest of the address", () => {
    expect(withoutWelcomeFlag("/portals-main", "?welcome=v5", "")).toBe("/portals-main")
    expect(withoutWelcomeFlag("/portals-main", "?billing=open&welcome=v5", "top")).toBe("/portals-main?billing=open#top")
  })
})
