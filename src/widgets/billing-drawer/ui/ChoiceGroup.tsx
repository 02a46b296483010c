// The billing drawer's choices (plans, saved cards) as radio cards, from a list.
import type { ReactNode } from "react"

import { RadioCard, RadioCards } from "@/shared/ui/radio-cards"

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
    <RadioCards label={label} value={value} onChange={onChange} isDisabled={isDisabled}>
      {choices.map((choice) => (
        <RadioCard key={choice.id} value={choice.id} textValue={choice.textValue} hint={choice.meta} end={choice.end}>
          {choice.title}
        </RadioCard>
      ))}
    </RadioCards>
  )
}
