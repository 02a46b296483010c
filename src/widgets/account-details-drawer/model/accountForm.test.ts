import { describe, expect, it } from "vitest"

import { type AccountFormValue, fieldErrorOf, needsCurrentPassword, toPayload, validateAccount } from "./accountForm.ts"

const owner = { name: "Ada", email: "ada@example.com" }
const value: AccountFormValue = {
  name: " Ada ",
  email: "ada@example.com",
  password: "",
  editingPassword: false,
  currentPassword: "",
  cover: undefined
}

describe("account form", () => {
  it("requires a name and a valid email; the password only while it is edited", () => {
    expect(validateAccount(value, owner)).toEqual({})
    expect(validateAccount({ ...value, name: " ", email: "nope", currentPassword: "x" }, owner)).toEqual({
      name: "The name field is required.",
      email: "The email must be a valid email address."
    })
    expect(validateAccount({ ...value, editingPassword: true, password: "short", currentPassword: "x" }, owner)).toEqual({
      password: "The password must be at least 10 characters."
    })
    expect(validateAccount({ ...value, editingPassword: true, password: "password123", currentPassword: "x" }, owner)).toEqual({
      password: "This password is too common; choose another."
    })
  })

  it("asks for the current password only when the email or the password changes", () => {
    expect(needsCurrentPassword(value, owner)).toBe(false)
    expect(needsCurrentPassword({ ...value, email: " ADA@example.com " }, owner)).toBe(false)
    expect(needsCurrentPassword({ ...value, email: "ada@new.example" }, owner)).toBe(true)
    expect(needsCurrentPassword({ ...value, editingPassword: true }, owner)).toBe(true)
    expect(validateAccount({ ...value, email: "ada@new.example" }, owner)).toEqual({
      current_password: "Enter your current password to change your email or password."
    })
  })

  it("sends the password and the current password only when needed, and the logo with its agency", () => {
    expect(toPayload(value, 3, owner)).toEqual({ name: "Ada", email: "ada@example.com" })
    expect(
      toPayload({ ...value, editingPassword: true, password: "Quiet-Harbor-42!", currentPassword: "Old one" }, 3, owner)
    ).toMatchObject({
      password: "Quiet-Harbor-42!",
      current_password: "Old one"
    })
    expect(toPayload({ ...value, email: "ada@new.example", currentPassword: "Old one" }, 3, owner)).toMatchObject({
      current_password: "Old one"
    })
    expect(toPayload({ ...value, cover: null }, 3, owner)).toMatchObject({ cover: null, agency_id: 3 })
    expect(toPayload({ ...value, cover: "data:image/png;base64,AA==" }, null, owner)).not.toHaveProperty("cover")
  })

  it("puts a refusal that names a field under that field", () => {
    expect(fieldErrorOf("current_password: The current password is incorrect.")).toEqual({
      current_password: "The current password is incorrect."
    })
    expect(fieldErrorOf("password: This password is too common; choose another.")).toEqual({
      password: "This password is too common; choose another."
    })
    expect(fieldErrorOf("The email has already been taken.")).toEqual({})
  })
})
