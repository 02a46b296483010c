// The Account Details form as data: its values, their checks (worded like the server's) and the payload.
import { requiredMessage, validateEmail, validateNewPassword } from "@/shared/lib/validation"
import type { AccountPayload } from "../api/updateAccount.ts"

export const ACCOUNT_UPDATED = "Account details have been updated!"

export interface AccountFormValue {
  readonly name: string
  readonly email: string
  /** Sent only while the password is being edited. */
  readonly password: string
  readonly editingPassword: boolean
  /** undefined: the logo is left as it is; null: removed; text: a new image (data URL). */
  readonly cover: string | null | undefined
}

export type AccountFormErrors = Partial<Record<"name" | "email" | "password", string>>

export const validateAccount = (value: AccountFormValue): AccountFormErrors => {
  const errors: { -readonly [K in keyof AccountFormErrors]: AccountFormErrors[K] } = {}
  if (value.name.trim() === "") errors.name = requiredMessage("name")
  const email = validateEmail(value.email)
  if (email !== undefined) errors.email = email
  if (value.editingPassword) {
    const password = validateNewPassword(value.password)
    if (password !== undefined) errors.password = password
  }
  return errors
}

/** The logo belongs to an agency: it travels with that agency's id. */
export const toPayload = (value: AccountFormValue, agencyId: number | null): AccountPayload => ({
  name: value.name.trim(),
  email: value.email.trim(),
  ...(value.editingPassword ? { password: value.password } : {}),
  ...(value.cover !== undefined && agencyId !== null ? { cover: value.cover, agency_id: agencyId } : {})
})
