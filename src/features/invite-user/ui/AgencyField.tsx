// An agency picker with search (react-aria ComboBox): the users drawer's agency search field (300
// options) and the invite and edit forms' agency picker (1000). No match: 'Oops! No elements found. ...'.
import { useState } from "react"
import { Button as AriaButton, ComboBox, FieldError, Input, Label } from "react-aria-components"

import type { Agency } from "@/shared/api"
import { EmptyOptions, OptionItem, OptionsPopover } from "@/shared/ui/select-field"
import { Spinner } from "@/shared/ui/spinner"

import { NO_AGENCY_FOUND } from "../model/texts.ts"
import { useAgencyOptions } from "../model/useAgencyOptions.ts"
import type { AgencyChoice } from "../model/userForm.ts"
import styles from "./UserFields.module.css"

export interface AgencyFieldProps {
  label: string
  value: AgencyChoice | null
  /** The whole agency when one is picked (its plan and users_count); null when the field is cleared. */
  onChange: (agency: Agency | null) => void
  limit: number
  isRequired?: boolean
  errorMessage?: string | undefined
  placeholder?: string
}

export function AgencyField({
  label,
  value,
  onChange,
  limit,
  isRequired = false,
  errorMessage,
  placeholder = "Search agencies"
}: AgencyFieldProps) {
  const [typed, setTyped] = useState(value?.name ?? "")
  // What was typed only searches while it differs from the chosen agency's name.
  const searching = value !== null && typed === value.name ? "" : typed
  const { result, items } = useAgencyOptions(searching, limit)

  const onInputChange = (text: string) => {
    setTyped(text)
    if (text === "" && value !== null) onChange(null)
  }

  return (
    <ComboBox
      className={styles.field}
      items={items}
      selectedKey={value?.id ?? null}
      inputValue={typed}
      onInputChange={onInputChange}
      onSelectionChange={(key) => {
        const picked = items.find((agency) => agency.id === key)
        if (picked === undefined) return
        setTyped(picked.name)
        onChange(picked)
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      isRequired={isRequired}
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
      <div className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} />
        {result.status === "loading" ? <Spinner size="sm" label="Loading agencies…" /> : null}
        <AriaButton className={styles.toggle} aria-label="Show agencies">
          ▾
        </AriaButton>
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <OptionsPopover<Agency>
        renderEmptyState={() => (
          <EmptyOptions>
            {result.status === "failure" ? result.error.message : result.status === "loading" ? "Loading agencies…" : NO_AGENCY_FOUND}
          </EmptyOptions>
        )}
      >
        {(agency) => (
          <OptionItem id={agency.id} textValue={agency.name}>
            {agency.name}
          </OptionItem>
        )}
      </OptionsPopover>
    </ComboBox>
  )
}
