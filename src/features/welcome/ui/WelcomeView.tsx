// The welcome modal's content: a short welcome with the questionnaire (its answers checked by the
// contract's ProfilePayload), then the guides.
import type { Guide } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog } from "@/shared/ui/dialog"
import { firstError, useContractForm } from "@/shared/ui/form"

import { type Answers, GOALS, HEARD_FROM, JOB_ROLES, NO_ANSWERS, questionnaireChecks, TEAM_SIZES } from "../model/questionnaire.ts"
import { MultipleChoice, SingleChoice } from "./ChoiceGroup.tsx"
import { GuideList, type GuidesState } from "./GuideList.tsx"
import styles from "./Welcome.module.css"

export const WELCOME_TITLE = "Welcome to Portal Builder!"
export const WELCOME_LEAD =
  "Your agency account is ready. Tell us a little about your team so we can point you to the right guides. It takes less than a minute."
export const GUIDES_TITLE = "You're all set"
export const GUIDES_LEAD = "These guides help you get started. Each one opens in a player or in the documentation."

export type WelcomeStep = "questions" | "guides"

export interface WelcomeViewProps {
  step: WelcomeStep
  /** The answers the questionnaire starts from (none by default). */
  initialAnswers?: Answers
  /** Sends answers the contract's checks passed. */
  onSave: (answers: Answers) => Promise<void> | void
  /** A failed save or skip: the server's message. */
  error: string | null
  onSkip: () => void
  pending: "save" | "skip" | null
  guides: GuidesState
  onOpenGuide: (guide: Guide) => void
  onClose: () => void
}

/** The three single-choice questions, each required unless the questionnaire is skipped. */
const QUESTIONS = [
  { name: "job_role", label: "What is your role in the agency?", choices: JOB_ROLES },
  { name: "team_size", label: "How big is your team?", choices: TEAM_SIZES },
  { name: "heard_from", label: "How did you hear about us?", choices: HEARD_FROM }
] as const

export function WelcomeView(props: WelcomeViewProps) {
  if (props.step === "guides") {
    return (
      <Dialog title={GUIDES_TITLE} footer={<Button onPress={props.onClose}>Close</Button>}>
        <p className={styles.lead}>{GUIDES_LEAD}</p>
        <GuideList guides={props.guides} onOpenGuide={props.onOpenGuide} />
      </Dialog>
    )
  }
  return <Questionnaire {...props} />
}

function Questionnaire({ initialAnswers = NO_ANSWERS, onSave, error, onSkip, pending }: WelcomeViewProps) {
  const form = useContractForm<Answers>({
    defaultValues: initialAnswers,
    ...questionnaireChecks,
    onSubmit: (answers) => onSave(answers)
  })
  return (
    <Dialog
      title={WELCOME_TITLE}
      footer={
        <>
          <Button variant="ghost" onPress={onSkip} isPending={pending === "skip"} isDisabled={pending === "save"}>
            Skip
          </Button>
          <Button type="submit" form="welcome-questionnaire" isPending={pending === "save"} isDisabled={pending === "skip"}>
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
          void form.handleSubmit()
        }}
      >
        {QUESTIONS.map(({ name, label, choices }) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <SingleChoice
                label={label}
                choices={choices}
                value={field.state.value}
                onChange={field.handleChange}
                errorMessage={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
        ))}
        <form.Field name="goals">
          {(field) => (
            <MultipleChoice
              label="What do you want to build? (optional)"
              choices={GOALS}
              value={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
        {error !== null ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  )
}
