// The Register modal's state. Values are kept locally as they are typed and cleared after success; the
// browser then goes to the answer's data.url. A failure only stops loading (spec 2 section 8), except
// that a refused form (422) shows the server's message beside the field it names (else above the
// buttons), and a rate limit (429) shows it above the buttons.
import { Exit, Option } from "effect"
import { useState } from "react"

import { failureOf, formErrorsOf, useApiAction } from "@/shared/api"

import { register } from "../api/register.ts"
import {
  clearRegisterForm,
  loadRegisterForm,
  type RegisterFormErrors,
  type RegisterFormValue,
  saveRegisterForm,
  toRegisterPayload,
  validateRegisterForm
} from "./registerForm.ts"

export interface RegisterFormState {
  readonly value: RegisterFormValue
  readonly errors: RegisterFormErrors
  readonly serverMessage: string | null
  readonly isSubmitting: boolean
  readonly change: (next: Partial<RegisterFormValue>) => void
  readonly submit: () => void
}

const SHOWN_STATUSES = new Set([422, 429])
const REGISTER_FIELDS = ["first_name", "last_name", "email", "company", "website"] as const

export function useRegisterForm(goTo: (url: string) => void): RegisterFormState {
  const [value, setValue] = useState(loadRegisterForm)
  const [errors, setErrors] = useState<RegisterFormErrors>({})
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  // Pending until the browser has left: the page is being replaced.
  const [leaving, setLeaving] = useState(false)
  // Registering signs nobody in and changes nothing this browser has read.
  const { isPending, run } = useApiAction({ invalidates: [] })

  const change = (next: Partial<RegisterFormValue>) => {
    const merged = { ...value, ...next }
    setValue(merged)
    saveRegisterForm(merged)
    if (Object.keys(errors).length > 0) setErrors(validateRegisterForm(merged))
  }

  const submit = async () => {
    const found = validateRegisterForm(value)
    setErrors(found)
    setServerMessage(null)
    if (Object.keys(found).length > 0) return
    const exit = await run(register(toRegisterPayload(value)))
    if (Exit.isSuccess(exit)) {
      clearRegisterForm()
      setLeaving(true)
      goTo(exit.value)
      return
    }
    Option.map(failureOf(exit.cause), (error) => {
      if (!SHOWN_STATUSES.has(error.status)) return
      const named = error.status === 422 ? formErrorsOf(error.fieldErrors, error.serverMessage ?? error.message, REGISTER_FIELDS) : {}
      if (Object.keys(named).length > 0) setErrors(named)
      else setServerMessage(error.message)
    })
  }

  return { value, errors, serverMessage, isSubmitting: isPending || leaving, change, submit: () => void submit() }
}
