// Checks of the new-password form; the server checks the token and repeats the rest.
import { requiredMessage, validateEmail, validateNewPassword } from "@/shared/lib/validation"

export interface NewPasswordValues {
  readonly email: string
  readonly password: string
  readonly passwordConfirmation: string
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>

export const validateNewPasswordForm = (values: NewPasswordValues): NewPasswordErrors => {
  const errors: { -readonly [K in keyof NewPasswordValues]?: string } = {}
  const email = validateEmail(values.email)
  if (email !== undefined) errors.email = email
  const password = validateNewPassword(values.password)
  if (password !== undefined) errors.password = password
  if (values.passwordConfirmation === "") errors.passwordConfirmation = requiredMessage("password confirmation")
  else if (values.passwordConfirmation !== values.password) errors.passwordConfirmation = "The password confirmation does not match."
  return errors
}
