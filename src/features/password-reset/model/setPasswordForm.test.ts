import { describe, expect, it } from "vitest"

import { contractFaults } from "@/shared/ui/form"

import { setPasswordChecks, type SetPasswordValues } from "./setPasswordForm.ts"

const faultsOf = (values: SetPasswordValues) => contractFaults(setPasswordChecks("tok"), values)

describe("set-password form", () => {
  it("requires every field, in the contract's words", () => {
    expect(faultsOf({ email: "", password: "", password_confirmation: "" })).toEqual({
      email: "The email field is required.",
      password: "The password field is required.",
      password_confirmation: "The password confirmation field is required."
    })
  })

  it("applies the contract's password policy, the account's email included", () => {
    expect(faultsOf({ email: "a@b.co", password: "short", password_confirmation: "short" })).toEqual({
      password: "The password must be at least 10 characters."
    })
    expect(faultsOf({ email: "ada.lovelace@b.co", password: "ada.lovelace 1815", password_confirmation: "ada.lovelace 1815" })).toEqual({
      password: "The password may not contain your name or email address."
    })
  })

  it("wants the confirmation to match", () => {
    expect(faultsOf({ email: "a@b.co", password: "correct horse", password_confirmation: "correct hose" })).toEqual({
      password_confirmation: "The password confirmation does not match."
    })
  })

  it("accepts a complete form", () => {
    expect(faultsOf({ email: "a@b.co", password: "correct horse", password_confirmation: "correct horse" })).toEqual({})
  })
})
