import { describe, expect, it } from "vitest"

import { validateEmail, validateNewPassword } from "./rules.ts"

describe("form rules", () => {
  it("email: required, then well-formed", () => {
    expect(validateEmail(" ")).toBe("The email field is required.")
    expect(validateEmail("ada.example.com")).toBe("The email must be a valid email address.")
    expect(validateEmail("ada@example.com")).toBeUndefined()
  })

  it("new password: required, then the contract's policy", () => {
    expect(validateNewPassword("")).toBe("The password field is required.")
    expect(validateNewPassword("short")).toBe("The password must be at least 10 characters.")
    expect(validateNewPassword("password123")).toBe("This password is too common; choose another.")
    expect(validateNewPassword("ada lovelace 1815", { email: "ada@example.com", name: "Ada Lovelace" })).toBe(
      "The password may not contain your name or email address."
    )
    expect(validateNewPassword("long enough now")).toBeUndefined()
  })
})
