import { describe, expect, it } from "vitest"

import { roleLabel, validateNewAccount } from "./validate.ts"

describe("validateNewAccount", () => {
  it("asks for a name, a long enough password and a matching confirmation", () => {
    expect(validateNewAccount({ name: " ", password: "", passwordConfirmation: "" })).toEqual({
      name: "The name field is required.",
      password: "The password field is required.",
      passwordConfirmation: "The password confirmation field is required."
    })
    expect(validateNewAccount({ name: "Ada", password: "short", passwordConfirmation: "short" }).password).toBe(
      "The password must be at least 10 characters."
    )
    expect(validateNewAccount({ name: "Ada", password: "long enough", passwordConfirmation: "long enougH" })).toEqual({
      passwordConfirmation: "The password confirmation does not match."
    })
    expect(validateNewAccount({ name: "Ada", password: "long enough", passwordConfirmation: "long enough" })).toEqual({})
  })

  it("names roles as the users table does", () => {
    expect([roleLabel("admin"), roleLabel("agency-admin"), roleLabel("user")]).toEqual(["Super Admin", "Admin", "User"])
  })
})
