// TextField's look and semantics over a native input, for the one screen that paints before react-aria has
// loaded (the login page). The label names the input, an error message marks it invalid and describes it;
// validity is the form's to decide (no native constraint messages), as in TextField.
import { useId } from "react"

import styles from "./TextField.module.css"
import type { TextFieldProps } from "./TextField.tsx"

export type PlainTextFieldProps = Pick<
  TextFieldProps,
  "label" | "name" | "type" | "value" | "onChange" | "isRequired" | "errorMessage" | "autoComplete" | "autoFocus"
>

export function PlainTextField({ label, errorMessage, isRequired, onChange, ...rest }: PlainTextFieldProps) {
  const inputId = useId()
  const errorId = useId()
  const isInvalid = errorMessage !== undefined && errorMessage !== ""
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        {...rest}
        id={inputId}
        className={`${styles.input} ${styles.plain}`}
        onChange={(event) => onChange?.(event.target.value)}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? errorId : undefined}
      />
      {isInvalid ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  )
}
