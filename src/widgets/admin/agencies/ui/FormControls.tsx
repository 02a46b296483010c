// A labelled select and a checkbox over react-aria's Select and Checkbox. shared/ui has neither yet;
// these stay in this slice until they are shared.
import type { ReactNode } from "react"
import { Button as AriaButton, Checkbox as AriaCheckbox, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components"
import styles from "./AgenciesDrawer.module.css"

export interface SelectOption {
  readonly id: string
  readonly label: string
}

export interface SelectFieldProps {
  label: string
  options: ReadonlyArray<SelectOption>
  value: string
  onChange: (id: string) => void
  isRequired?: boolean
  isDisabled?: boolean
}

export function SelectField({ label, options, value, onChange, isRequired, isDisabled }: SelectFieldProps) {
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => (key === null ? undefined : onChange(String(key)))}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? <span className={styles.required} aria-hidden="true"> *</span> : null}
      </Label>
      <AriaButton className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
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

export interface CheckboxProps {
  children: ReactNode
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  isDisabled?: boolean
}

export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={styles.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected ? "✓" : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  )
}
