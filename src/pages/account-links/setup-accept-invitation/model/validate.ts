// Checks of the new-account part of the invitation form; the server repeats them.
import { requiredMessage, validateNewPassword } from "@/shared/lib/validation"

export interface NewAccountValues {
  readonly name: string
  readonly password: string
  readonly passwordConfirmation: string
}

export type NewAccountErrors = Partial<Record<keyof NewAccountValues, string>>

export const validateNewAccount = (values: NewAccountValues): NewAccountErrors => {
  const errors: { -readonly [K in keyof NewAccountValues]?: string } = {}
  if (values.name.trim() === "") errors.name = requiredMessage("name")
  else if (values.name.trim().length > 255) errors.name = "The name may not be greater than 255 characters."
  const password = validateNewPassword(values.password)
  if (password !== undefined) errors.password = password
  if (values.passwordConfirmation === "") errors.passwordConfirmation = requiredMessage("password confirmation")
  else if (values.passwordConfirmation !== values.password) errors.passwordConfirmation = "The password confirmation does not match."
  return errors
}

/** The role names as the users table shows them (spec 2 section 6). */
export const roleLabel = (role: string) => (role === "admin" ? "Super Admin" : role === "agency-admin" ? "Admin" : "User")
