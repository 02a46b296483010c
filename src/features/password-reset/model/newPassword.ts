// What a form that chooses a password adds to the contract's checks: the confirmation must repeat the
// password. The server compares them too, after its Schema (a 422 naming password_confirmation).
import type { FormFaults } from "@/shared/ui/form"

export const PASSWORD_CONFIRMATION_MISMATCH = "The password confirmation does not match."

export interface NewPasswordValues {
  readonly password: string
  readonly password_confirmation: string
}

/** The confirmation differs from the password (a blank one is the Schema's, or the form's, "required"). */
export const confirmationFault = <V extends NewPasswordValues>(values: V): FormFaults<V> =>
  values.password_confirmation !== "" && values.password_confirmation !== values.password
    ? ({ password_confirmation: PASSWORD_CONFIRMATION_MISMATCH } as FormFaults<V>)
    : {}

/** A blank text left out of the body, as the form sends it: missing, so the Schema says it is required. */
export const unlessBlank = (text: string): string | undefined => (text === "" ? undefined : text)
