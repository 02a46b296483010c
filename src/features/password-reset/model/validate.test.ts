import { describe, expect, it } from "vitest"

import { validateNewPasswordForm } from "./validate.ts"

describe("validateNewPasswordForm", () => {
  it("requires every field", () => {
    expect(validateNewPasswordForm({ email: "", password: "", passwordConfirmation: "" })).toEqual({
      email: "The email field is required.",
      password: "The password field is required.",
      passwordConfirmation: "The password confirmation field is required."
    })
  })

  it("wants the confirmation to match", () => {
    expect(validateNewPasswordForm({ email: "a@b.co", password: "correct horse", passwordConfirmation: "correct hose" })).toEqual({
      passwordConfirmation: "The password confirmation does not match."
    })
  })

  it("accepts a complete form", () => {
    expect(validateNewPasswordForm({ email: "a@b.co", password: "correct horse", passwordConfirmation: "correct horse" })).toEqual({})
  })
})
