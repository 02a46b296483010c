// A radio choice drawn as bordered rows (plans, saved cards) over react-aria's RadioGroup. shared/ui has
// no radio group yet; this one stays here until a second drawer needs it.
import type { ReactNode } from "react"
import { Label, Radio, RadioGroup } from "react-aria-components"

import styles from "./BillingDrawer.module.css"

export interface Choice {
  readonly id: string
  readonly title: ReactNode
  readonly meta?: ReactNode
  readonly end?: ReactNode
  /** Names the radio for assistive technology when the title is not plain text. */
  readonly textValue: string
}

export interface ChoiceGroupProps {
  label: string
  choices: ReadonlyArray<Choice>
  value: string | null
  onChange: (id: string) => void
  isDisabled?: boolean
}

export function ChoiceGroup({ label, choices, value, onChange, isDisabled = false }: ChoiceGroupProps) {
  return (
    <RadioGroup className={styles.radios} value={value} onChange={onChange} isDisabled={isDisabled}>
      <Label className={styles.radioLabel}>{label}</Label>
      {choices.map((choice) => (
        <Radio key={choice.id} value={choice.id} aria-label={choice.textValue} className={styles.radio}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.radioText}>
            <span>{choice.title}</span>
            {choice.meta !== undefined ? <span className={styles.muted}>{choice.meta}</span> : null}
          </span>
          {choice.end}
        </Radio>
      ))}
    </RadioGroup>
  )
}
