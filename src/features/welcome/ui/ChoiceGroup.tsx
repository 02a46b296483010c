// One questionnaire question: a labelled radio group (one answer) or checkbox group (several) whose
// options look like toggle chips. Keyboard: arrows move within a radio group, Space toggles a checkbox.
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup, Text } from "react-aria-components"

import type { Choice } from "../model/questionnaire.ts"
import styles from "./Welcome.module.css"

interface SingleProps<V extends string> {
  label: string
  choices: ReadonlyArray<Choice<V>>
  value: V | null
  onChange: (value: V) => void
  errorMessage?: string | undefined
}

export function SingleChoice<V extends string>({ label, choices, value, onChange, errorMessage }: SingleProps<V>) {
  return (
    <RadioGroup
      className={styles.question}
      value={value}
      onChange={(next) => onChange(next as V)}
      isInvalid={errorMessage !== undefined}
      isRequired
      validationBehavior="aria"
    >
      <Label className={styles.questionLabel}>{label}</Label>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className={styles.choice}>
            {choice.label}
          </Radio>
        ))}
      </div>
      {errorMessage !== undefined ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RadioGroup>
  )
}

interface MultipleProps<V extends string> {
  label: string
  choices: ReadonlyArray<Choice<V>>
  value: ReadonlyArray<V>
  onChange: (value: ReadonlyArray<V>) => void
}

export function MultipleChoice<V extends string>({ label, choices, value, onChange }: MultipleProps<V>) {
  return (
    <CheckboxGroup className={styles.question} value={[...value]} onChange={(next) => onChange(next as Array<V>)}>
      <Label className={styles.questionLabel}>{label}</Label>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <Checkbox key={choice.value} value={choice.value} className={styles.choice}>
            {choice.label}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  )
}
