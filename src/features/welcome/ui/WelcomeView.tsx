// The welcome modal's content: a short welcome with the questionnaire, then the guides.
import type { Guide } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"

import { type Answers, GOALS, HEARD_FROM, JOB_ROLES, TEAM_SIZES } from "../model/questionnaire.ts"
import { MultipleChoice, SingleChoice } from "./ChoiceGroup.tsx"
import { GuideList, type GuidesState } from "./GuideList.tsx"
import styles from "./Welcome.module.css"

export const WELCOME_TITLE = "Welcome to Portal Builder!"
export const WELCOME_LEAD =
  "Your agency account is ready. Tell us a little about your team so we can point you to the right guides. It takes less than a minute."
export const GUIDES_TITLE = "You're all set"
export const GUIDES_LEAD = "These guides help you get started. Each one opens in a player or in the documentation."

export type WelcomeStep = "questions" | "guides"
export type AnswerErrors = Partial<Record<"job_role" | "team_size" | "heard_from", string>>

export interface WelcomeViewProps {
  step: WelcomeStep
  answers: Answers
  onAnswersChange: (answers: Answers) => void
  errors: AnswerErrors
  /** A failed save or skip: the server's message. */
  error: string | null
  onSubmit: () => void
  onSkip: () => void
  pending: "save" | "skip" | null
  guides: GuidesState
  onOpenGuide: (guide: Guide) => void
  onClose: () => void
}

export function WelcomeView(props: WelcomeViewProps) {
  if (props.step === "guides") {
    return (
      <Dialog title={GUIDES_TITLE} footer={<Button onPress={props.onClose}>Close</Button>}>
        <p className={styles.lead}>{GUIDES_LEAD}</p>
        <GuideList guides={props.guides} onOpenGuide={props.onOpenGuide} />
      </Dialog>
    )
  }
  const { answers, onAnswersChange, errors } = props
  return (
    <Dialog
      title={WELCOME_TITLE}
      footer={
        <>
          <Button variant="ghost" onPress={props.onSkip} isPending={props.pending === "skip"} isDisabled={props.pending === "save"}>
            Skip
          </Button>
          <Button type="submit" form="welcome-questionnaire" isPending={props.pending === "save"} isDisabled={props.pending === "skip"}>
            Save and continue
          </Button>
        </>
      }
    >
      <p className={styles.lead}>{WELCOME_LEAD}</p>
      <form
        id="welcome-questionnaire"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onSubmit()
        }}
      >
        <SingleChoice
          label="What is your role in the agency?"
          choices={JOB_ROLES}
          value={answers.job_role}
          onChange={(job_role) => onAnswersChange({ ...answers, job_role })}
          errorMessage={errors.job_role}
        />
        <SingleChoice
          label="How big is your team?"
          choices={TEAM_SIZES}
          value={answers.team_size}
          onChange={(team_size) => onAnswersChange({ ...answers, team_size })}
          errorMessage={errors.team_size}
        />
        <SingleChoice
          label="How did you hear about us?"
          choices={HEARD_FROM}
          value={answers.heard_from}
          onChange={(heard_from) => onAnswersChange({ ...answers, heard_from })}
          errorMessage={errors.heard_from}
        />
        <MultipleChoice
          label="What do you want to build? (optional)"
          choices={GOALS}
          value={answers.goals}
          onChange={(goals) => onAnswersChange({ ...answers, goals })}
        />
        {props.error !== null ? (
          <p className={styles.error} role="alert">
            {props.error}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
