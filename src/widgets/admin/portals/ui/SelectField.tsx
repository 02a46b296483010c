// A labelled single-choice select over react-aria's Select (keyboard and screen-reader ready). The
// portals admin drawer has the same small piece: widgets may not import one another.
import { Button as AriaButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components"
import styles from "./SelectField.module.css"

export interface SelectOption {
  readonly id: string
  readonly label: string
}

export interface SelectFieldProps {
  label: string
  options: ReadonlyArray<SelectOption>
  value: string
  onChange: (value: string) => void
  isRequired?: boolean
  isDisabled?: boolean
  errorMessage?: string | undefined
}

export function SelectField({ label, options, value, onChange, isRequired, isDisabled, errorMessage }: SelectFieldProps) {
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => (key === null ? undefined : onChange(String(key)))}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <AriaButton className={styles.button}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
