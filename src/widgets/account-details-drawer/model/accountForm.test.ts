import { describe, expect, it } from "vitest"
import { type AccountFormValue, toPayload, validateAccount } from "./accountForm.ts"

const value: AccountFormValue = { name: " Ada ", email: "ada@example.com", password: "", editingPassword: false, cover: undefined }

describe("account form", () => {
  it("requires a name and a valid email; the password only while it is edited", () => {
    expect(validateAccount(value)).toEqual({})
    expect(validateAccount({ ...value, name: " ", email: "nope" })).toEqual({
      name: "The name field is required.",
      email: "The email must be a valid email address."
    })
    expect(validateAccount({ ...value, editingPassword: true, password: "short" })).toEqual({ password: "The password must be at least 8 characters." })
  })

  it("sends the password only when edited, and the logo with its agency", () => {
    expect(toPayload(value, 3)).toEqual({ name: "Ada", email: "ada@example.com" })
    expect(toPayload({ ...value, editingPassword: true, password: "Secret123!" }, 3)).toMatchObject({ password: "Secret123!" })
    expect(toPayload({ ...value, cover: null }, 3)).toMatchObject({ cover: null, agency_id: 3 })
    expect(toPayload({ ...value, cover: "data:image/png;base64,AA==" }, null)).not.toHaveProperty("cover")
  })
})
