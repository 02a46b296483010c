// What counts as a conversion: a form submission or a click (react-aria RadioGroup).
import { FieldError, Label, Radio, RadioGroup } from "react-aria-components"

import type { ExperimentGoal } from "@/shared/api"

import styles from "./CreateExperiment.module.css"
import type { StepProps } from "./PageStep.tsx"

export const GOAL_OPTIONS: ReadonlyArray<{ readonly goal: ExperimentGoal; readonly label: string }> = [
  { goal: "form_submissions", label: "Form submissions" },
  { goal: "clicks", label: "Clicks" }
]

export function GoalStep({ draft, errors, onChange }: StepProps) {
  return (
    <RadioGroup
      value={draft.goal}
      onChange={(goal) => onChange({ ...draft, goal: goal as ExperimentGoal })}
      isInvalid={errors["goal"] !== undefined}
      validationBehavior="aria"
      isRequired
    >
      <Label className={styles.label}>Goal</Label>
      <div className={styles.radios}>
        {GOAL_OPTIONS.map((option) => (
          <Radio key={option.goal} value={option.goal} className={styles.radio}>
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errors["goal"]}</FieldError>
    </RadioGroup>
  )
}
