import { describe, expect, it } from "vitest"

import { validateLogin } from "./validate.ts"

describe("validateLogin", () => {
  it("requires both fields", () => {
    expect(validateLogin({ email: "", password: "" })).toEqual({
      email: "The email field is required.",
      password: "The password field is required."
    })
  })

  it("wants a valid email", () => {
    expect(validateLogin({ email: "ada@", password: "x" })).toEqual({ email: "The email must be a valid email address." })
  })

  it("accepts a well-formed form, spaces around the email included", () => {
    expect(validateLogin({ email: " ada@example.com ", password: "secret" })).toEqual({})
  })
})
