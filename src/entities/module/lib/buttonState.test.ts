import { describe, expect, it } from "vitest"

import { isEligible, isMajorUpgrade, moduleActionOf, needsPurchase } from "./buttonState.ts"

describe("module button state", () => {
  it("maps every button_state to its action", () => {
    expect(moduleActionOf({ button_state: "Buy" })).toBe("buy")
    expect(moduleActionOf({ button_state: "Buy & Install" })).toBe("buy-install")
    expect(moduleActionOf({ button_state: "Install" })).toBe("install")
    expect(moduleActionOf({ button_state: "Install Module" })).toBe("install")
    expect(moduleActionOf({ button_state: "Upgrade Module" })).toBe("upgrade")
    expect(moduleActionOf({ button_state: "Revert Module" })).toBe("revert")
    expect(moduleActionOf({ button_state: "Installed" })).toBe("none")
  })

  it("only buying spends a credit", () => {
    expect(needsPurchase("buy")).toBe(true)
    expect(needsPurchase("buy-install")).toBe(true)
    expect(needsPurchase("install")).toBe(false)
  })

  it("a padlock is eligible only while a purchase can lift it", () => {
    expect(isEligible({ pad_lock: "pro", button_state: "Buy" })).toBe(true)
    expect(isEligible({ pad_lock: "pro", button_state: "Install" })).toBe(false)
    expect(isEligible({ pad_lock: null, button_state: "Install" })).toBe(true)
  })

  it("recognises major upgrades", () => {
    expect(isMajorUpgrade({ upgradeable_type: "major" })).toBe(true)
    expect(isMajorUpgrade({ upgradeable_type: "minor" })).toBe(false)
    expect(isMajorUpgrade({ upgradeable_type: null })).toBe(false)
  })
})
