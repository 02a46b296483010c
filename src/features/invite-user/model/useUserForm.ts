// Form state with checks shown after the first submit attempt, then kept current as the user types.
import { useState } from "react"

import { hasErrors, type UserFormErrors, type UserFormValues, validateUserForm } from "./userForm.ts"

export interface UserForm {
  readonly values: UserFormValues
  readonly errors: UserFormErrors
  readonly change: (patch: Partial<UserFormValues>) => void
  /** Replaces every value (Reload after a stale save). */
  readonly replace: (values: UserFormValues) => void
  /** Shows the checks; true when the form may be sent. */
  readonly check: () => boolean
}

export function useUserForm(initial: UserFormValues, mode: "invite" | "edit"): UserForm {
  const [values, setValues] = useState(initial)
  const [checked, setChecked] = useState(false)
  const errors = checked ? validateUserForm(values, mode) : {}
  const change = (patch: Partial<UserFormValues>) => setValues((current) => ({ ...current, ...patch }))
  const check = () => {
    setChecked(true)
    return !hasErrors(validateUserForm(values, mode))
  }
  return { values, errors, change, replace: setValues, check }
}
