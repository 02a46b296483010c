// What counts as a conversion: a form submission or a click (react-aria RadioGroup).
import { FieldError, Label, Radio, RadioGroup } from "react-aria-components"

import type { ExperimentGoal } from "@/shared/api"
import { firstError } from "@/shared/ui/form"

import styles from "./CreateExperiment.module.css"
import type { StepProps } from "./PageStep.tsx"

export const GOAL_OPTIONS: ReadonlyArray<{ readonly goal: ExperimentGoal; readonly label: string }> = [
  { goal: "form_submissions", label: "Form submissions" },
  { goal: "clicks", label: "Clicks" }
]

export function GoalStep({ form }: StepProps) {
  return (
    <form.Field name="goal">
      {(field) => {
        const error = firstError(field.state.meta.errors)
        return (
          <RadioGroup
            value={field.state.value}
            onChange={(goal) => field.handleChange(goal as ExperimentGoal)}
            isInvalid={error !== undefined}
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
            <FieldError className={styles.error}>{error}</FieldError>
          </RadioGroup>
        )
      }}
    </form.Field>
  )
}
