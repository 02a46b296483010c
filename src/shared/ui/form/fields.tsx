// The app's inputs bound to a TanStack Form field: value, change, blur and the field's first error (the
// contract's message, or the server's 422 for that field) come from the field, the rest from the form.
import { Checkbox, type CheckboxProps } from "@/shared/ui/checkbox"
import { SelectField, type SelectFieldItem, type SelectFieldProps } from "@/shared/ui/select-field"
import { TextField, type TextFieldProps } from "@/shared/ui/text-field"

import { useFieldContext } from "./contexts.ts"

/** The first message among a field's errors (strings from the form's checks; anything else is not shown). */
export const firstError = (errors: ReadonlyArray<unknown>): string | undefined =>
  errors.find((error) => typeof error === "string" && error !== "") as string | undefined

export type FormTextFieldProps = Omit<TextFieldProps, "value" | "defaultValue" | "onChange" | "onBlur" | "errorMessage">

export function FormTextField(props: FormTextFieldProps) {
  const field = useFieldContext<string>()
  return (
    <TextField
      name={field.name}
      {...props}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      errorMessage={firstError(field.state.meta.errors)}
    />
  )
}

export type FormSelectFieldProps<T extends SelectFieldItem> = Omit<
  SelectFieldProps<T>,
  "selectedKey" | "onSelectionChange" | "errorMessage"
>

/** A choice whose value is the picked item's id ("" while none is picked). */
export function FormSelectField<T extends SelectFieldItem>(props: FormSelectFieldProps<T>) {
  const field = useFieldContext<string>()
  return (
    <SelectField
      {...props}
      selectedKey={field.state.value === "" ? null : field.state.value}
      onSelectionChange={field.handleChange}
      errorMessage={firstError(field.state.meta.errors)}
    />
  )
}

export type FormCheckboxProps = Omit<CheckboxProps, "isSelected" | "onChange">

export function FormCheckbox(props: FormCheckboxProps) {
  const field = useFieldContext<boolean>()
  return <Checkbox {...props} isSelected={field.state.value} onChange={field.handleChange} />
}
