// Name on Card, Email and Country or Region (spec 2 section 5), controlled by the form that pays.
import { Button as AriaButton, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components"

import { TextField } from "@/shared/ui/text-field"

import { COUNTRIES } from "../config/countries.ts"
import type { BillingErrors, BillingValue } from "../lib/billingDetails.ts"
import styles from "./Payment.module.css"

export interface BillingFieldsProps {
  value: BillingValue
  onChange: (value: BillingValue) => void
  errors?: BillingErrors
  isDisabled?: boolean
}

export function BillingFields({ value, onChange, errors = {}, isDisabled }: BillingFieldsProps) {
  const set = (field: keyof BillingValue) => (text: string) => onChange({ ...value, [field]: text })
  return (
    <div className={styles.billing}>
      <TextField
        label="Name on Card"
        value={value.name}
        onChange={set("name")}
        errorMessage={errors.name}
        autoComplete="cc-name"
        isRequired
        isDisabled={isDisabled}
      />
      <TextField
        label="Email"
        type="email"
        value={value.email}
        onChange={set("email")}
        errorMessage={errors.email}
        autoComplete="email"
        isRequired
        isDisabled={isDisabled}
      />
      <ComboBox
        className={styles.country}
        defaultItems={COUNTRIES}
        selectedKey={value.country === "" ? null : value.country}
        onSelectionChange={(key) => set("country")(key === null ? "" : String(key))}
        isInvalid={errors.country !== undefined}
        validationBehavior="aria"
        isRequired
        isDisabled={isDisabled}
        menuTrigger="focus"
      >
        {/* Marked like the text fields' required labels; react-aria sets aria-required on the input. */}
        <Label className={styles.countryLabel}>
          Country or Region
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        </Label>
        <div className={styles.countryInput}>
          <Input className={styles.input} placeholder="Select a country" autoComplete="country-name" />
          <AriaButton className={styles.countryButton} aria-label="Show countries">
            ▾
          </AriaButton>
        </div>
        <FieldError className={styles.error}>{errors.country}</FieldError>
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox}>
            {(country: (typeof COUNTRIES)[number]) => (
              <ListBoxItem id={country.code} textValue={country.name} className={styles.option}>
                {country.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </div>
  )
}
