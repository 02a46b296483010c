// /portals-main/$portal/experiments/$experiment: the per-variant results (updating every 5 s while it
// runs) with Start, Stop, Declare winner and Delete experiment (back to the list once it is gone).
import { useNavigate } from "@tanstack/react-router"
import { type Effect, Exit, Option } from "effect"
import { useState } from "react"
import { Link } from "react-aria-components"

import {
  declareWinner,
  deleteExperiment,
  EXPERIMENT_GOAL_LABELS,
  experimentKeys,
  ExperimentStatusBadge,
  leaderName,
  startExperiment,
  stopExperiment,
  VariantResultsTable
} from "@/entities/experiment"
import { type ApiClient, type ApiError, type Experiment, failureOf, useApiAction } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { ListError } from "@/shared/ui/list-panel"
import { Spinner } from "@/shared/ui/spinner"

import { usePolledExperiment } from "../model/usePolledExperiment.ts"
import { DeleteExperimentDialog } from "./DeleteExperimentDialog.tsx"
import { ExperimentActions } from "./ExperimentActions.tsx"
import styles from "./ExperimentDetailPage.module.css"

export const DRAFT_TEXT =
  "Start the experiment to install its tracking snippet in the portal's theme and count the visitors of the page and its variation."
/** HubSpot ends an A/B test only with a winner, so a stopped experiment's test still shows both versions. */
export const STOPPED_TEXT = "Counting has stopped. HubSpot keeps showing both versions until you declare a winner."

const when = (iso: string | null) => (iso === null ? "—" : new Date(iso).toLocaleString("en-US"))

export function ExperimentDetailPage({ portalId, experimentId }: { portalId: number; experimentId: number }) {
  const { query, experiment, replace } = usePolledExperiment(experimentId)
  // The answer replaces the experiment on screen; the portal's list is read again.
  const { run, isPending } = useApiAction({ invalidates: [experimentKeys.ofPortal(portalId)] })
  const [actionError, setActionError] = useState<string | null>(null)
  const removal = useApiAction({ invalidates: [experimentKeys.ofPortal(portalId)] })
  const [deleting, setDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const navigate = useNavigate()
  const listPath = `/portals-main/${portalId}/experiments`
  const back = (
    <Link href={listPath} className={styles.back}>
      ← All experiments
    </Link>
  )

  if (query.status === "loading")
    return (
      <main className={styles.page}>
        {back}
        <Spinner size="lg" label="Loading the experiment" />
      </main>
    )
  if (query.status === "failure" || experiment === null) {
    return (
      <main className={styles.page}>
        {back}
        <ListError
          title="The experiment could not be loaded."
          message={query.status === "failure" ? query.error.message : ""}
          onRetry={query.reload}
        />
      </main>
    )
  }

  const act = async (effect: Effect.Effect<Experiment, ApiError, ApiClient>) => {
    setActionError(null)
    const exit = await run(effect)
    if (Exit.isSuccess(exit)) return replace(exit.value)
    Option.map(failureOf(exit.cause), (error) => setActionError(error.serverMessage ?? error.message))
  }

  const remove = async () => {
    setDeleteError(null)
    const exit = await removal.run(deleteExperiment(experiment.id))
    if (Exit.isSuccess(exit)) return void navigate({ href: listPath })
    Option.map(failureOf(exit.cause), (error) => setDeleteError(error.serverMessage ?? error.message))
  }

  return (
    <main className={styles.page}>
      {back}
      <header className={styles.header}>
        <h1 className={styles.title}>
          {experiment.name} <ExperimentStatusBadge status={experiment.status} />
        </h1>
        <ExperimentActions
          key={experiment.status}
          experiment={experiment}
          isPending={isPending}
          onStart={() => void act(startExperiment(experiment.id))}
          onStop={() => void act(stopExperiment(experiment.id))}
          onDeclareWinner={(variantId) => act(declareWinner(experiment.id, variantId))}
          onDelete={() => {
            setDeleteError(null)
            setDeleting(true)
          }}
        />
      </header>
      {actionError === null ? null : (
        <Alert type="danger" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>Page</dt>
          <dd>{experiment.page.name}</dd>
        </div>
        <div>
          <dt>Goal</dt>
          <dd>{EXPERIMENT_GOAL_LABELS[experiment.goal]}</dd>
        </div>
        <div>
          <dt>{experiment.winner_variant_id === null ? "Leader" : "Winner"}</dt>
          <dd>{leaderName(experiment)}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{when(experiment.started_at)}</dd>
        </div>
        <div>
          <dt>Stopped</dt>
          <dd>{when(experiment.stopped_at)}</dd>
        </div>
      </dl>
      {experiment.status === "running" ? (
        <p className={styles.live} aria-live="polite">
          Live: the results update every 5 seconds.
        </p>
      ) : null}
      {experiment.status === "draft" ? <p className={styles.live}>{DRAFT_TEXT}</p> : null}
      {experiment.status === "stopped" ? <p className={styles.live}>{STOPPED_TEXT}</p> : null}
      <VariantResultsTable experiment={experiment} />
      <DeleteExperimentDialog
        experiment={experiment}
        isOpen={deleting}
        isPending={removal.isPending}
        error={deleteError}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </main>
  )
}
