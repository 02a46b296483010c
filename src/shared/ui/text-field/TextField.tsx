// Labelled text input over react-aria's TextField; an error message marks it invalid.
import { FieldError, Input, Label, Text, TextField as AriaTextField } from "react-aria-components"

import styles from "./TextField.module.css"

export type TextFieldType = "text" | "email" | "password" | "search" | "url" | "number" | "date"

export interface TextFieldProps {
  label: string
  name?: string
  type?: TextFieldType
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  onBlur?: () => void
  isRequired?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  /** Shown under the input; its presence marks the field invalid. */
  errorMessage?: string
  description?: string
  placeholder?: string
  autoComplete?: string
  autoFocus?: boolean
  inputMode?: "none" | "text" | "tel" | "url" | "email" | "numeric" | "decimal" | "search"
  maxLength?: number
  className?: string
}

export function TextField({ label, description, errorMessage, placeholder, className, onBlur, ...rest }: TextFieldProps) {
  const isInvalid = errorMessage !== undefined && errorMessage !== ""
  return (
    <AriaTextField
      {...rest}
      onBlur={onBlur ? () => onBlur() : undefined}
      isInvalid={isInvalid}
      // The server and the forms decide validity; native constraint messages would contradict them.
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(" ")}
    >
      <Label className={styles.label}>
        {label}
        {rest.isRequired ? (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
