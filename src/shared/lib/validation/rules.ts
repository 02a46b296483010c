// Form rules shared by every form, worded like the server's validation messages.
import { EMAIL_PATTERN, invalidEmailMessage, newPasswordProblem, type PasswordOwner, requiredMessage } from "@/shared/api"

export { requiredMessage } from "@/shared/api"

/** undefined when the email is fine. */
export const validateEmail = (email: string): string | undefined => {
  if (email.trim() === "") return requiredMessage("email")
  if (!EMAIL_PATTERN.test(email.trim())) return invalidEmailMessage()
  return undefined
}

export { PASSWORD_MIN_LENGTH } from "@/shared/api"

/** The server's password policy (the contract's), with the account's name and email when the form knows them. */
export const validateNewPassword = (password: string, owner: PasswordOwner = {}): string | undefined => {
  if (password === "") return requiredMessage("password")
  return newPasswordProblem(password, owner)
}
