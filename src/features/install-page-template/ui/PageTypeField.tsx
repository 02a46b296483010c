// The page type radios of the Select Page Type dialog (react-aria RadioGroup).
import { FieldError, Label, Radio, RadioGroup } from "react-aria-components"

import type { PageSubcategory } from "@/shared/api"

import type { PageTypeOption } from "../model/selection.ts"
import styles from "./TemplateInstall.module.css"

export interface PageTypeFieldProps {
  options: ReadonlyArray<PageTypeOption>
  value: PageSubcategory | null
  onChange: (value: PageSubcategory) => void
  errorMessage?: string | undefined
}

export function PageTypeField({ options, value, onChange, errorMessage }: PageTypeFieldProps) {
  return (
    <RadioGroup
      className={styles.field}
      value={value}
      onChange={(next) => onChange(next as PageSubcategory)}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      isRequired
    >
      <Label className={styles.label}>Page Type</Label>
      <div className={styles.radios}>
        {options.map((option) => (
          <Radio key={option.subcategory} value={option.subcategory} className={styles.radio}>
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  )
}
