import { describe, expect, it } from "vitest"

import { contractFaults } from "@/shared/ui/form"

import { acceptChecks, type AcceptFormValues, EMPTY_ACCEPT_FORM, roleLabel } from "./acceptForm.ts"

const newAccount = (values: AcceptFormValues) => contractFaults(acceptChecks("tok", "ada@example.com", true), values)

describe("invitation form", () => {
  it("asks a new person for a name, a password under the contract's policy and a matching confirmation", () => {
    expect(newAccount(EMPTY_ACCEPT_FORM)).toEqual({
      name: "The name field is required.",
      password: "The password field is required."
    })
    expect(newAccount({ name: "Ada", password: "short", password_confirmation: "short" }).password).toBe(
      "The password must be at least 10 characters."
    )
    expect(newAccount({ name: "Ada Lovelace", password: "adalovelace rocks", password_confirmation: "adalovelace rocks" }).password).toBe(
      "The password may not contain your name or email address."
    )
    expect(newAccount({ name: "Ada", password: "long enough", password_confirmation: "" })).toEqual({
      password_confirmation: "The password confirmation does not match."
    })
    expect(newAccount({ name: "Ada", password: "long enough", password_confirmation: "long enougH" })).toEqual({
      password_confirmation: "The password confirmation does not match."
    })
    expect(newAccount({ name: "x".repeat(256), password: "long enough", password_confirmation: "long enough" })).toEqual({
      name: "The name may not be greater than 255 characters."
    })
    expect(newAccount({ name: "Ada", password: "long enough", password_confirmation: "long enough" })).toEqual({})
  })

  it("asks nothing of someone who has an account", () => {
    expect(contractFaults(acceptChecks("tok", "ada@example.com", false), EMPTY_ACCEPT_FORM)).toEqual({})
  })

  it("names roles as the users table does", () => {
    expect([roleLabel("admin"), roleLabel("agency-admin"), roleLabel("user")]).toEqual(["Super Admin", "Admin", "User"])
  })
})
