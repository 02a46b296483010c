// /portals-main/$portal/experiments/create-v2: the same experiment step by step
// (page → variants → goal → review); Next checks the step before going on.
import { useState } from "react"
import { Link } from "react-aria-components"

import type { ExperimentOptions } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ListError } from "@/shared/ui/list-panel"
import { Spinner } from "@/shared/ui/spinner"

import {
  type DraftErrors,
  type ExperimentDraft,
  hasErrors,
  initialDraft,
  STEP_LABELS,
  stepErrors,
  WIZARD_STEPS,
  type WizardStep
} from "../model/form.ts"
import { experimentsPath, useCreateExperiment } from "../model/useCreateExperiment.ts"
import styles from "./CreateExperiment.module.css"
import { GoalStep } from "./GoalStep.tsx"
import { PageStep } from "./PageStep.tsx"
import { ReviewStep } from "./ReviewStep.tsx"
import { VariantsStep } from "./VariantsStep.tsx"

export interface WizardStepsProps {
  readonly step: WizardStep
  readonly draft: ExperimentDraft
  readonly errors: DraftErrors
  readonly options: ExperimentOptions
  readonly onChange: (draft: ExperimentDraft) => void
}

/** The body of one step (also what the stories show). */
export function WizardStepBody({ step, draft, errors, options, onChange }: WizardStepsProps) {
  switch (step) {
    case "page":
      return <PageStep draft={draft} errors={errors} onChange={onChange} options={options} />
    case "variants":
      return <VariantsStep draft={draft} errors={errors} onChange={onChange} options={options} />
    case "goal":
      return <GoalStep draft={draft} errors={errors} onChange={onChange} />
    case "review":
      return <ReviewStep draft={draft} options={options} />
  }
}

export function CreateExperimentWizard({ portalId }: { portalId: number }) {
  const { options, submit, isPending, serverError, clearError } = useCreateExperiment(portalId)
  const [draft, setDraft] = useState<ExperimentDraft>(initialDraft)
  const [errors, setErrors] = useState<DraftErrors>({})
  const [index, setIndex] = useState(0)
  const step = WIZARD_STEPS[index]!
  const last = index === WIZARD_STEPS.length - 1

  const change = (next: ExperimentDraft) => {
    setDraft(next)
    if (hasErrors(errors)) setErrors(stepErrors(step, next))
  }

  const next = () => {
    const found = stepErrors(step, draft)
    setErrors(found)
    if (hasErrors(found)) return
    if (last) return void submit(draft)
    setIndex(index + 1)
  }

  const back = () => {
    setErrors({})
    setIndex(Math.max(0, index - 1))
  }

  return (
    <main className={styles.page}>
      <Link href={experimentsPath(portalId)} className={styles.back}>
        ← All experiments
      </Link>
      <h1 className={styles.title}>Create Experiment</h1>
      <ol className={styles.steps} aria-label="Steps">
        {WIZARD_STEPS.map((name, position) => (
          <li key={name} aria-current={position === index ? "step" : undefined}>
            {position + 1}. {STEP_LABELS[name]}
          </li>
        ))}
      </ol>
      {options.status === "loading" ? <Spinner size="lg" label="Loading the portal's pages" /> : null}
      {options.status === "failure" ? (
        <ListError title="The portal's pages could not be loaded." message={options.error.message} onRetry={options.reload} />
      ) : null}
      {options.status === "success" ? (
        <section className={styles.section} aria-labelledby="wizard-step">
          <h2 id="wizard-step">
            Step {index + 1} of {WIZARD_STEPS.length}: {STEP_LABELS[step]}
          </h2>
          {serverError === null ? null : (
            <Alert type="danger" onClose={clearError}>
              {serverError}
            </Alert>
          )}
          <WizardStepBody step={step} draft={draft} errors={errors} options={options.data} onChange={change} />
          <div className={styles.actions}>
            {index === 0 ? null : (
              <Button variant="secondary" onPress={back}>
                Back
              </Button>
            )}
            <Button onPress={next} isPending={isPending}>
              {last ? "Create Experiment" : "Next"}
            </Button>
          </div>
        </section>
      ) : null}
    </main>
  )
}
