// Form rules shared by every form, worded like the server's validation messages.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const requiredMessage = (field: string) => `The ${field} field is required.`

/** undefined when the email is fine. */
export const validateEmail = (email: string): string | undefined => {
  if (email.trim() === "") return requiredMessage("email")
  if (!EMAIL_PATTERN.test(email.trim())) return "The email must be a valid email address."
  return undefined
}

export const PASSWORD_MIN_LENGTH = 8

export const validateNewPassword = (password: string): string | undefined => {
  if (password === "") return requiredMessage("password")
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`
  return undefined
}
