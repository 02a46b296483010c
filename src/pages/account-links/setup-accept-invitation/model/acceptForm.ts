// The invitation form's checks: the contract's AcceptInvitationPayload, then what the server asks of a
// new account only (it alone knows the email has none): a name, a password, and a confirmation that
// repeats it, in the server's words.
import { PASSWORD_CONFIRMATION_MISMATCH, unlessBlank } from "@/features/password-reset"
import { AcceptInvitationPayload, requiredMessage } from "@/shared/api"
import type { FormFaults } from "@/shared/ui/form"

export interface AcceptFormValues {
  readonly name: string
  readonly password: string
  readonly password_confirmation: string
}

export const EMPTY_ACCEPT_FORM: AcceptFormValues = { name: "", password: "", password_confirmation: "" }

/** A new account's name and password; someone with an account sends only the link's token and email. */
export const acceptBody = (token: string, email: string, newUser: boolean, values: AcceptFormValues) => ({
  token,
  email,
  ...(newUser
    ? { name: values.name.trim(), password: unlessBlank(values.password), password_confirmation: unlessBlank(values.password_confirmation) }
    : {})
})

/** The new account's fields as the server judges them once the Schema has passed. */
export const newAccountFaults = (values: AcceptFormValues): FormFaults<AcceptFormValues> => ({
  ...(values.name.trim() === "" ? { name: requiredMessage("name") } : {}),
  ...(values.password === ""
    ? { password: requiredMessage("password") }
    : values.password !== values.password_confirmation
      ? { password_confirmation: PASSWORD_CONFIRMATION_MISMATCH }
      : {})
})

export const acceptChecks = (token: string, email: string, newUser: boolean) => ({
  schema: AcceptInvitationPayload,
  toBody: (values: AcceptFormValues) => acceptBody(token, email, newUser, values),
  check: (values: AcceptFormValues) => (newUser ? newAccountFaults(values) : {})
})

/** The role names as the users table shows them (spec 2 section 6). */
export const roleLabel = (role: string) => (role === "admin" ? "Super Admin" : role === "agency-admin" ? "Admin" : "User")
