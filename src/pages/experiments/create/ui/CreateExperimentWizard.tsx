// /portals-main/$portal/experiments/create-v2: the same experiment step by step (page → variants → goal →
// review), one form throughout: Next submits it, so each step is checked before going on (the steps after
// it hold valid values until visited), and the last step creates the experiment.
import { useStore } from "@tanstack/react-form"
import { useState } from "react"
import { Link } from "react-aria-components"

import type { ExperimentOptions } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ListError } from "@/shared/ui/list-panel"
import { Spinner } from "@/shared/ui/spinner"

import {
  experimentFaults,
  type ExperimentForm,
  STEP_FIELDS,
  STEP_LABELS,
  useExperimentForm,
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
  readonly form: ExperimentForm
  readonly options: ExperimentOptions
}

/** The body of one step (also what the stories show). */
export function WizardStepBody({ step, form, options }: WizardStepsProps) {
  const values = useStore(form.store, (state) => state.values)
  switch (step) {
    case "page":
      return <PageStep form={form} options={options} />
    case "variants":
      return <VariantsStep form={form} options={options} />
    case "goal":
      return <GoalStep form={form} />
    case "review":
      return <ReviewStep values={values} options={options} />
  }
}

/** The first step showing a field at fault (the form's own check, or a refusal beside a field), if any. */
const faultyStep = (form: ExperimentForm): number => {
  const found = experimentFaults(form.state.values)
  const refused = (field: string) => (form.getFieldMeta(field as never)?.errors ?? []).some((error) => typeof error === "string")
  return WIZARD_STEPS.findIndex((step) => STEP_FIELDS[step].some((field) => found[field] !== undefined || refused(field)))
}

export function CreateExperimentWizard({ portalId }: { portalId: number }) {
  const { options, submit, isPending, serverError, clearError } = useCreateExperiment(portalId)
  const [index, setIndex] = useState(0)
  const step = WIZARD_STEPS[index]!
  const last = index === WIZARD_STEPS.length - 1
  const form = useExperimentForm(async (values, formApi) => {
    if (last) return submit(values, formApi)
    setIndex(index + 1)
  })

  const next = async () => {
    await form.handleSubmit()
    // A fault on an earlier step (left by Back, or refused by the server) is shown where it can be fixed.
    const faulty = faultyStep(form)
    if (faulty >= 0 && faulty < index) setIndex(faulty)
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
          <WizardStepBody step={step} form={form} options={options.data} />
          <div className={styles.actions}>
            {index === 0 ? null : (
              <Button variant="secondary" onPress={() => setIndex(Math.max(0, index - 1))}>
                Back
              </Button>
            )}
            <Button onPress={() => void next()} isPending={isPending}>
              {last ? "Create Experiment" : "Next"}
            </Button>
          </div>
        </section>
      ) : null}
    </main>
  )
}
