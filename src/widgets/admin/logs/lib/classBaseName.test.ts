import { describe, expect, it } from "vitest"

import { classBaseName } from "./classBaseName.ts"

describe("classBaseName", () => {
  it("keeps the last segment of a namespaced class name", () => {
    expect(classBaseName("App\\Models\\User")).toBe("User")
    expect(classBaseName("App\\Models\\Billing\\CreditPack")).toBe("CreditPack")
  })

  it("leaves a plain name alone and shows nothing for a missing type", () => {
    expect(classBaseName("Portal")).toBe("Portal")
    expect(classBaseName(null)).toBe("")
  })
})
