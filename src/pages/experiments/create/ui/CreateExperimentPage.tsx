// /portals-main/$portal/experiments/create: the whole experiment in one form.
import { Link } from "react-aria-components"

import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ListError } from "@/shared/ui/list-panel"
import { Spinner } from "@/shared/ui/spinner"

import { useExperimentForm } from "../model/form.ts"
import { experimentsPath, useCreateExperiment } from "../model/useCreateExperiment.ts"
import styles from "./CreateExperiment.module.css"
import { GoalStep } from "./GoalStep.tsx"
import { PageStep } from "./PageStep.tsx"
import { VariantsStep } from "./VariantsStep.tsx"

export function CreateExperimentPage({ portalId }: { portalId: number }) {
  const { options, submit, isPending, serverError, clearError } = useCreateExperiment(portalId)
  const form = useExperimentForm(submit)

  return (
    <main className={styles.page}>
      <Link href={experimentsPath(portalId)} className={styles.back}>
        ← All experiments
      </Link>
      <h1 className={styles.title}>Create Experiment</h1>
      <p className={styles.hint}>
        Prefer a guided setup? <Link href={`${experimentsPath(portalId)}/create-v2`}>Create it step by step</Link>
      </p>
      {options.status === "loading" ? <Spinner size="lg" label="Loading the portal's pages" /> : null}
      {options.status === "failure" ? (
        <ListError title="The portal's pages could not be loaded." message={options.error.message} onRetry={options.reload} />
      ) : null}
      {options.status === "success" ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void form.handleSubmit()
          }}
          noValidate
          className={styles.page}
          style={{ padding: 0 }}
        >
          {serverError === null ? null : (
            <Alert type="danger" onClose={clearError}>
              {serverError}
            </Alert>
          )}
          <section className={styles.section} aria-labelledby="experiment-page">
            <h2 id="experiment-page">Page</h2>
            <PageStep form={form} options={options.data} />
          </section>
          <section className={styles.section} aria-labelledby="experiment-variants">
            <h2 id="experiment-variants">Variants</h2>
            <VariantsStep form={form} options={options.data} />
          </section>
          <section className={styles.section} aria-labelledby="experiment-goal">
            <h2 id="experiment-goal">Goal</h2>
            <GoalStep form={form} />
          </section>
          <div className={styles.actions}>
            <Button type="submit" isPending={isPending}>
              Create Experiment
            </Button>
          </div>
        </form>
      ) : null}
    </main>
  )
}
