// A labelled multi-line field (react-aria TextField + TextArea) for the request form.
import { FieldError, Label, Text, TextArea, TextField } from "react-aria-components"

import styles from "./SubmitRequestPage.module.css"

export interface TextAreaFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  isRequired?: boolean
  description?: string
  errorMessage?: string | undefined
}

export function TextAreaField({ label, value, onChange, isRequired, description, errorMessage }: TextAreaFieldProps) {
  return (
    <TextField
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <TextArea className={styles.textarea} />
      {description === undefined ? null : (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </TextField>
  )
}
