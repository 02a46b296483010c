// Name on Card, Email and Country or Region (spec 2 section 5), the fields of the billing details' form
// (useBillingForm) of the form that pays.
import { Button as AriaButton, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components"

import { firstError } from "@/shared/ui/form"

import { COUNTRIES } from "../config/countries.ts"
import type { BillingForm } from "../lib/billingDetails.ts"
import styles from "./Payment.module.css"

export interface BillingFieldsProps {
  /** The billing details' form (useBillingForm). */
  form: BillingForm
  isDisabled?: boolean
}

export function BillingFields({ form, isDisabled }: BillingFieldsProps) {
  return (
    <div className={styles.billing}>
      <form.AppField name="name">
        {(field) => <field.TextField label="Name on Card" autoComplete="cc-name" isRequired isDisabled={isDisabled} />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" autoComplete="email" isRequired isDisabled={isDisabled} />}
      </form.AppField>
      <form.Field name="country">
        {(field) => (
          <CountryField
            value={field.state.value}
            onChange={field.handleChange}
            error={firstError(field.state.meta.errors)}
            isDisabled={isDisabled}
          />
        )}
      </form.Field>
    </div>
  )
}

interface CountryFieldProps {
  /** ISO alpha-2, "" while none is chosen. */
  value: string
  onChange: (country: string) => void
  error: string | undefined
  isDisabled: boolean | undefined
}

function CountryField({ value, onChange, error, isDisabled }: CountryFieldProps) {
  return (
    <ComboBox
      className={styles.country}
      defaultItems={COUNTRIES}
      selectedKey={value === "" ? null : value}
      onSelectionChange={(key) => onChange(key === null ? "" : String(key))}
      isInvalid={error !== undefined}
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
      <FieldError className={styles.error}>{error}</FieldError>
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
  )
}
