import { describe, expect, it } from "vitest"

import { changedName, portalNameError } from "./portalName.ts"

describe("the wizard's portal name", () => {
  it("is required and at most 255 characters", () => {
    expect(portalNameError("  ")).toBe("The name field is required.")
    expect(portalNameError("x".repeat(256))).toBe("The name may not be greater than 255 characters.")
    expect(portalNameError(" Acme ")).toBeNull()
  })

  it("is sent trimmed, and only when changed", () => {
    expect(changedName(" Acme ", "Acme")).toBeUndefined()
    expect(changedName(" Acme Website ", "Acme")).toBe("Acme Website")
  })
})
