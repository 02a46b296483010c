// The Account Details form as data: its values, the body it sends (the contract's UpdateMePayload judges
// it) and the checks the server makes against the stored account. Changing the email or the password
// needs the current password (the server insists).
import { Schema } from "effect"

import { newPasswordProblem, UpdateMePayload } from "@/shared/api"
import type { FormFaults } from "@/shared/ui/form"

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
  readonly current_password: string
  /** undefined: the logo is left as it is; null: removed; text: a new image (data URL). */
  readonly cover: string | null | undefined
}

/** The account's stored name and email, against which the form's changes are judged. */
export interface AccountOwner {
  readonly name: string
  readonly email: string
}

/** The form as the account is stored: nothing being changed. */
export const accountFormOf = (owner: AccountOwner): AccountFormValue => ({
  name: owner.name,
  email: owner.email,
  password: "",
  editingPassword: false,
  current_password: "",
  cover: undefined
})

const emailChanges = (value: AccountFormValue, owner: AccountOwner) => value.email.trim().toLowerCase() !== owner.email.toLowerCase()

export const needsCurrentPassword = (value: AccountFormValue, owner: AccountOwner): boolean =>
  value.editingPassword || emailChanges(value, owner)

/**
 * The body the form sends: the password only while it is edited, the current password only when the email
 * or the password changes, and the logo with its agency (the logo belongs to that agency).
 */
export const accountBody = (value: AccountFormValue, agencyId: number | null, owner: AccountOwner) => ({
  name: value.name,
  email: value.email,
  ...(value.editingPassword ? { password: value.password } : {}),
  ...(needsCurrentPassword(value, owner) ? { current_password: value.current_password } : {}),
  ...(value.cover !== undefined && agencyId !== null ? { cover: value.cover, agency_id: agencyId } : {})
})

/**
 * What the server checks against the stored account, in its words: a new password may not contain the
 * account's name or email (the stored address and a new one), and a change of email or password needs the
 * current password.
 */
export const accountFaults = (value: AccountFormValue, owner: AccountOwner): FormFaults<AccountFormValue> => {
  const faults: { -readonly [K in keyof FormFaults<AccountFormValue>]: string } = {}
  if (value.editingPassword) {
    const name = value.name.trim()
    const problem =
      newPasswordProblem(value.password, { email: owner.email, name }) ??
      (emailChanges(value, owner) ? newPasswordProblem(value.password, { email: value.email.trim(), name }) : undefined)
    if (problem !== undefined) faults.password = problem
  }
  if (needsCurrentPassword(value, owner) && value.current_password === "") faults.current_password = CURRENT_PASSWORD_NEEDED
  return faults
}

/** The payload of values the form's checks passed (decoding trims the name and email as the server would). */
export const toPayload = (value: AccountFormValue, agencyId: number | null, owner: AccountOwner, lockVersion?: number): UpdateMePayload =>
  Schema.decodeUnknownSync(UpdateMePayload)({ ...accountBody(value, agencyId, owner), lock_version: lockVersion })
