// The Role select, offering only the roles the granter may give (spec 1 section 6).
import { Button as AriaButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components"
import type { RoleOption } from "@/entities/user"
import type { RoleName } from "@/shared/api"
import styles from "./UserFields.module.css"

export interface RoleFieldProps {
  options: ReadonlyArray<RoleOption>
  value: RoleName | null
  onChange: (role: RoleName) => void
  errorMessage?: string | undefined
}

export function RoleField({ options, value, onChange, errorMessage }: RoleFieldProps) {
  return (
    <Select
      className={styles.field}
      selectedKey={value}
      onSelectionChange={(key) => {
        const picked = options.find((option) => option.id === key)
        if (picked !== undefined) onChange(picked.id)
      }}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      isRequired
      placeholder="Select Role"
    >
      <Label className={styles.label}>
        Role<span className={styles.required} aria-hidden="true"> *</span>
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
