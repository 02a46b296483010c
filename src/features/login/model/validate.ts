// Client checks before the server sees the form; the server repeats them (and has the last word).
import { requiredMessage, validateEmail } from "@/shared/lib/validation"

export interface LoginValues {
  readonly email: string
  readonly password: string
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>

export const validateLogin = (values: LoginValues): LoginErrors => {
  const errors: { email?: string; password?: string } = {}
  const email = validateEmail(values.email)
  if (email !== undefined) errors.email = email
  if (values.password === "") errors.password = requiredMessage("password")
  return errors
}
