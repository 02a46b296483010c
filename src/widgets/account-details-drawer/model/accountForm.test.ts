import { describe, expect, it } from "vitest"

import { UpdateMePayload } from "@/shared/api"
import { contractFaults } from "@/shared/ui/form"

import { accountBody, accountFaults, type AccountFormValue, needsCurrentPassword, toPayload } from "./accountForm.ts"

const owner = { name: "Ada", email: "ada@example.com" }
const value: AccountFormValue = {
  name: " Ada ",
  email: "ada@example.com",
  password: "",
  editingPassword: false,
  current_password: "",
  cover: undefined
}

/** What the form's checks find: the contract's UpdateMePayload of the body, then the checks against the stored account. */
const validateAccount = (values: AccountFormValue) =>
  contractFaults(
    {
      schema: UpdateMePayload,
      toBody: (form: AccountFormValue) => accountBody(form, 3, owner),
      check: (form: AccountFormValue) => accountFaults(form, owner)
    },
    values
  )

describe("account form", () => {
  it("requires a name and a valid email; the password only while it is edited, in the server's words", () => {
    expect(validateAccount(value)).toEqual({})
    expect(validateAccount({ ...value, name: " ", email: "nope", current_password: "x" })).toEqual({
      name: "The name field is required.",
      email: "The email must be a valid email address.",
      current_password: undefined
    })
    expect(validateAccount({ ...value, editingPassword: true, password: "short", current_password: "x" })).toEqual({
      password: "The password must be at least 10 characters."
    })
    expect(validateAccount({ ...value, editingPassword: true, password: "password123", current_password: "x" })).toEqual({
      password: "This password is too common; choose another."
    })
    expect(validateAccount({ ...value, editingPassword: true, password: "Ada-Lovelace-1815", current_password: "x" })).toEqual({
      password: "The password may not contain your name or email address."
    })
  })

  it("asks for the current password only when the email or the password changes", () => {
    expect(needsCurrentPassword(value, owner)).toBe(false)
    expect(needsCurrentPassword({ ...value, email: " ADA@example.com " }, owner)).toBe(false)
    expect(needsCurrentPassword({ ...value, email: "ada@new.example" }, owner)).toBe(true)
    expect(needsCurrentPassword({ ...value, editingPassword: true }, owner)).toBe(true)
    expect(validateAccount({ ...value, email: "ada@new.example" })).toEqual({
      current_password: "Enter your current password to change your email or password."
    })
  })

  it("sends the password and the current password only when needed, and the logo with its agency", () => {
    expect(toPayload(value, 3, owner)).toEqual({ name: "Ada", email: "ada@example.com" })
    expect(
      toPayload({ ...value, editingPassword: true, password: "Quiet-Harbor-42!", current_password: "Old one" }, 3, owner)
    ).toMatchObject({
      password: "Quiet-Harbor-42!",
      current_password: "Old one"
    })
    expect(toPayload({ ...value, email: "ada@new.example", current_password: "Old one" }, 3, owner)).toMatchObject({
      current_password: "Old one"
    })
    expect(toPayload({ ...value, cover: null }, 3, owner)).toMatchObject({ cover: null, agency_id: 3 })
    expect(toPayload({ ...value, cover: "data:image/png;base64,AA==" }, null, owner)).not.toHaveProperty("cover")
    expect(toPayload(value, 3, owner, 4)).toMatchObject({ lock_version: 4 })
  })
})
