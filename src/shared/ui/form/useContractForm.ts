// Every form of the app is a TanStack Form checked by the contract's Schema of the body it sends, in the
// server's words (fieldErrors): nothing is judged before the first submit, then each change judges again
// (revalidateLogic), and a 422 from the server puts its messages beside the fields it names until the next change
// or send.
import { type AnyFormApi, createFormHook, revalidateLogic } from "@tanstack/react-form"
import type { Schema } from "effect"

import { type ApiError, fieldErrors, formErrorsOf } from "@/shared/api"

import { fieldContext, formContext } from "./contexts.ts"
import { FormCheckbox, FormSelectField, FormTextField } from "./fields.tsx"

const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: FormTextField, SelectField: FormSelectField, Checkbox: FormCheckbox },
  formComponents: {}
})

/** Field → message: what a check found, nothing for a field that passed. */
export type FormFaults<V> = Partial<Record<keyof V & string, string>>

export interface ContractFormOptions<V extends object> {
  readonly defaultValues: V
  /** The contract's Schema of the body the form sends (its checks and wording are the server's). */
  readonly schema: Schema.Schema.AnyNoContext
  /** The body the values make (a number typed as text, a blank left out); the values as they are by default. */
  readonly toBody?: (values: V) => unknown
  /** Checks the body's Schema cannot make (a confirmation equal to the password), after the Schema's. */
  readonly check?: (values: V) => FormFaults<V>
  /** Sends the form; called only with values the checks passed. */
  readonly onSubmit: (values: V, form: AnyFormApi) => Promise<void> | void
}

/** The faults of `values`: the Schema's first message per field, then the form's own checks for the rest. */
export const contractFaults = <V extends object>(
  options: Pick<ContractFormOptions<V>, "schema" | "toBody" | "check">,
  values: V
): FormFaults<V> => {
  const faults: Record<string, string> = { ...fieldErrors(options.schema, options.toBody ? options.toBody(values) : values) }
  for (const [field, message] of Object.entries(options.check?.(values) ?? {})) {
    if (faults[field] === undefined && typeof message === "string") faults[field] = message
  }
  return faults as FormFaults<V>
}

export function useContractForm<V extends object>(options: ContractFormOptions<V>) {
  return useAppForm({
    defaultValues: options.defaultValues,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }: { value: V }) => {
        const fields = contractFaults(options, value)
        return Object.keys(fields).length === 0 ? undefined : { fields }
      }
    },
    onSubmit: ({ value, formApi }) => options.onSubmit(value, formApi),
    // A refusal's messages answer the last send, not the next: the form counts them as faults and would refuse to
    // send the same values again (a wrong current password retyped alike, a conflict resolved meanwhile), so a
    // submit they stopped clears them and goes again, judged by the form's own checks alone.
    onSubmitInvalid: ({ formApi }) => {
      if (clearServerFaults(formApi)) void formApi.handleSubmit()
    }
  })
}

/** Removes the server's messages from the form's fields; true when there were any. */
const clearServerFaults = (form: AnyFormApi): boolean => {
  const had = Object.keys(form.fieldInfo).some((field) => form.getFieldMeta(field)?.errorMap.onServer !== undefined)
  if (had) form.setErrorMap({ onServer: { fields: {} } })
  return had
}

/**
 * Shows a refused answer's messages beside the form's fields they name (its `errors` map, or the field its
 * message names); false when it names none of them, for the caller to show the message elsewhere.
 */
export const showServerFaults = (form: AnyFormApi, error: ApiError): boolean => {
  const named = formErrorsOf(error.fieldErrors, error.serverMessage ?? error.message, Object.keys(form.fieldInfo))
  if (Object.keys(named).length === 0) return false
  form.setErrorMap({ onServer: { fields: named } })
  return true
}
