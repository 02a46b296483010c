// Labelled single choice over react-aria's Select (type-ahead, arrows, Enter/Space, Escape); an error
// message marks it invalid.
import type { ReactNode } from "react"
import { Button as AriaButton, FieldError, Label, Select, SelectValue, Text } from "react-aria-components"

import { OptionItem, OptionsPopover } from "./OptionsPopover.tsx"
import styles from "./SelectField.module.css"

export interface SelectFieldItem {
  readonly id: string
  readonly label: string
}

export interface SelectFieldProps<T extends SelectFieldItem> {
  label: string
  items: ReadonlyArray<T>
  /** The chosen item's id; null (or an id not among the items) shows the placeholder. */
  selectedKey: string | null
  /** Called with the id of the item picked. */
  onSelectionChange: (key: T["id"]) => void
  placeholder?: string
  isRequired?: boolean
  isDisabled?: boolean
  /** Shown under the trigger; its presence marks the field invalid. */
  errorMessage?: string | undefined
  description?: string
  /** An option's content; its label by default (the label is always its type-ahead text). */
  renderItem?: (item: T) => ReactNode
  /** Shown under the trigger instead of the description while there are no items (an empty Select does not open). */
  emptyMessage?: string
  className?: string
}

export function SelectField<T extends SelectFieldItem>({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder,
  isRequired,
  isDisabled,
  errorMessage,
  description,
  renderItem,
  emptyMessage,
  className
}: SelectFieldProps<T>) {
  const isInvalid = errorMessage !== undefined && errorMessage !== ""
  const note = items.length === 0 && emptyMessage !== undefined ? emptyMessage : description
  return (
    <Select
      className={[styles.field, className].filter(Boolean).join(" ")}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        const picked = items.find((item) => item.id === key)
        if (picked !== undefined) onSelectionChange(picked.id)
      }}
      isInvalid={isInvalid}
      // The server and the forms decide validity; native constraint messages would contradict them.
      validationBehavior="aria"
      isRequired={isRequired}
      isDisabled={isDisabled}
      placeholder={placeholder}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      <AriaButton className={styles.button}>
        <SelectValue className={styles.value} />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      {note ? (
        <Text slot="description" className={styles.description}>
          {note}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <OptionsPopover items={items}>
        {(item) => (
          <OptionItem id={item.id} textValue={item.label}>
            {renderItem === undefined ? item.label : renderItem(item)}
          </OptionItem>
        )}
      </OptionsPopover>
    </Select>
  )
}
