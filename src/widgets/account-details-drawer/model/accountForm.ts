// The Account Details form as data: its values, their checks (worded like the server's) and the payload.
// Changing the email or the password needs the current password (the server insists).
import { requiredMessage, validateEmail, validateNewPassword } from "@/shared/lib/validation"

import type { AccountPayload } from "../api/updateAccount.ts"

export const ACCOUNT_UPDATED = "Account details have been updated!"
export const CURRENT_PASSWORD_NEEDED = "Enter your current password to change your email or password."

/** What the screen says while a new address waits for its owner to open the mailed link. */
export const pendingEmailNotice = (email: string) => `We sent a confirmation link to ${email}. Your email changes when you open it.`

export interface AccountFormValue {
  readonly name: string
  readonly email: string
  /** Sent only while the password is being edited. */
  readonly password: string
  readonly editingPassword: boolean
  /** Asked for (and sent) only when the email or the password changes. */
  readonly currentPassword: string
  /** undefined: the logo is left as it is; null: removed; text: a new image (data URL). */
  readonly cover: string | null | undefined
}

export type AccountFormField = "name" | "email" | "password" | "current_password"
export type AccountFormErrors = Partial<Record<AccountFormField, string>>

/** The account's stored name and email, against which the form's changes are judged. */
export interface AccountOwner {
  readonly name: string
  readonly email: string
}

const emailChanges = (value: AccountFormValue, owner: AccountOwner) => value.email.trim().toLowerCase() !== owner.email.toLowerCase()

export const needsCurrentPassword = (value: AccountFormValue, owner: AccountOwner): boolean =>
  value.editingPassword || emailChanges(value, owner)

export const validateAccount = (value: AccountFormValue, owner: AccountOwner): AccountFormErrors => {
  const errors: { -readonly [K in keyof AccountFormErrors]: AccountFormErrors[K] } = {}
  if (value.name.trim() === "") errors.name = requiredMessage("name")
  const email = validateEmail(value.email)
  if (email !== undefined) errors.email = email
  if (value.editingPassword) {
    const password = validateNewPassword(value.password, { email: owner.email, name: value.name.trim() })
    if (password !== undefined) errors.password = password
  }
  if (needsCurrentPassword(value, owner) && value.currentPassword === "") errors.current_password = CURRENT_PASSWORD_NEEDED
  return errors
}

/** A refusal naming a field of this form ("current_password: The current password is incorrect.") shows under that field. */
export const fieldErrorOf = (message: string): AccountFormErrors => {
  const match = /^(name|email|password|current_password): (.+)$/s.exec(message)
  return match === null ? {} : { [match[1] as AccountFormField]: match[2] }
}

/** The logo belongs to an agency: it travels with that agency's id. */
export const toPayload = (value: AccountFormValue, agencyId: number | null, owner: AccountOwner): AccountPayload => ({
  name: value.name.trim(),
  email: value.email.trim(),
  ...(value.editingPassword ? { password: value.password } : {}),
  ...(needsCurrentPassword(value, owner) ? { current_password: value.currentPassword } : {}),
  ...(value.cover !== undefined && agencyId !== null ? { cover: value.cover, agency_id: agencyId } : {})
})
