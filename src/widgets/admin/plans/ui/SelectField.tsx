// A labelled single choice over react-aria's Select, for the plan form (shared/ui has no select yet).
import { Button as AriaButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components"
import styles from "./PlanForm.module.css"

export interface SelectOption {
  readonly id: string
  readonly label: string
}

export interface SelectFieldProps {
  label: string
  options: ReadonlyArray<SelectOption>
  value: string
  onChange: (value: string) => void
  errorMessage?: string | undefined
  isRequired?: boolean
}

export function SelectField({ label, options, value, onChange, errorMessage, isRequired = false }: SelectFieldProps) {
  return (
    <Select
      className={styles.field}
      selectedKey={value === "" ? null : value}
      onSelectionChange={(key) => (key === null ? undefined : onChange(String(key)))}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      isRequired={isRequired}
      placeholder={`Select ${label}`}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? <span className={styles.required} aria-hidden="true"> *</span> : null}
      </Label>
      <AriaButton className={styles.selectButton}>
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
