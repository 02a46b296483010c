import { describe, expect, it } from "vitest"
import { validateEmail, validateNewPassword } from "./rules.ts"

describe("form rules", () => {
  it("email: required, then well-formed", () => {
    expect(validateEmail(" ")).toBe("The email field is required.")
    expect(validateEmail("ada.example.com")).toBe("The email must be a valid email address.")
    expect(validateEmail("ada@example.com")).toBeUndefined()
  })

  it("new password: required, then at least 8 characters", () => {
    expect(validateNewPassword("")).toBe("The password field is required.")
    expect(validateNewPassword("short")).toBe("The password must be at least 8 characters.")
    expect(validateNewPassword("long enough")).toBeUndefined()
  })
})
