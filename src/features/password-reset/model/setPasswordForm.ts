// The set-password form (reset link, account setup): its checks are the contract's PasswordSetupPayload
// (email required and valid, the password policy, the confirmation required), then the confirmation
// must repeat the password.
import { PasswordSetupPayload } from "@/shared/api"

import { confirmationFault, type NewPasswordValues, unlessBlank } from "./newPassword.ts"

export interface SetPasswordValues extends NewPasswordValues {
  readonly email: string
}

/** The body the form sends for the link's token; blank passwords are left out (missing, so required). */
export const setPasswordBody = (token: string, values: SetPasswordValues) => ({
  token,
  email: values.email.trim(),
  password: unlessBlank(values.password),
  password_confirmation: unlessBlank(values.password_confirmation)
})

export const setPasswordChecks = (token: string) => ({
  schema: PasswordSetupPayload,
  toBody: (values: SetPasswordValues) => setPasswordBody(token, values),
  check: confirmationFault<SetPasswordValues>
})
