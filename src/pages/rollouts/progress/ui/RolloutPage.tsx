// /rollouts/$id: one rollout's live progress. Its status (and why it is paused), the counts and a progress bar,
// then each portal (canary first) with its state, change, credits and reason, expandable to its batch's items.
// While it works it is read every few seconds and at once on each rollout.progress event (the realtime bridge
// invalidates it); Pause / Resume / Cancel / Roll back as its state allows.
import { Link } from "react-aria-components"

import { endedCount, type Rollout, RolloutCountsLine, RolloutPortalRow, rolloutQueries, RolloutStatusBadge } from "@/entities/rollout"
import { useApiQuery } from "@/shared/api"
import { rolloutHref, RoutePath } from "@/shared/config"
import { formatDate } from "@/shared/lib/date"
import { Alert } from "@/shared/ui/alert"
import { ListError } from "@/shared/ui/list-panel"
import { ProgressBar, Spinner } from "@/shared/ui/spinner"

import { useRolloutActions } from "../model/useRolloutActions.ts"
import { RolloutActionBar } from "./RolloutActionBar.tsx"
import styles from "./RolloutPage.module.css"

function Lineage({ rollout }: { rollout: Rollout }) {
  if (rollout.rollback_of === null && rollout.rolled_back_by === null) return null
  return (
    <p className={styles.lineage}>
      {rollout.rollback_of === null ? null : (
        <>
          Rollback of <Link href={rolloutHref(rollout.rollback_of)}>the rollout it undoes</Link>.{" "}
        </>
      )}
      {rollout.rolled_back_by === null ? null : (
        <>
          Rolled back by <Link href={rolloutHref(rollout.rolled_back_by)}>its rollback</Link>.
        </>
      )}
    </p>
  )
}

function RolloutProgress({ rollout, replace }: { rollout: Rollout; replace: (next: Rollout) => void }) {
  const actions = useRolloutActions(rollout, replace)
  const started = rollout.started_by === null ? "" : ` by ${rollout.started_by.name}`
  const agencies = new Set(rollout.portals.map((portal) => portal.agency_name))
  // Canary portals run first, so they lead the list.
  const portals = [...rollout.portals].sort((a, b) => (a.phase === b.phase ? 0 : a.phase === "canary" ? -1 : 1))
  return (
    <>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{rollout.title}</h1>
          <RolloutStatusBadge status={rollout.status} failed={rollout.counts.failed} />
        </div>
        <p className={styles.muted}>
          Started{started} on {formatDate(rollout.created_at, "detailed")}
          {rollout.finished_at === null ? "" : `, ended ${formatDate(rollout.finished_at, "detailed")}`}. Canary: {rollout.canary_size},
          pauses at {rollout.failure_threshold} failed.
        </p>
        <Lineage rollout={rollout} />
      </header>
      {rollout.status === "paused" && rollout.paused_reason !== null ? (
        <Alert type="warning" title="Paused">
          {rollout.paused_reason}
        </Alert>
      ) : null}
      <RolloutActionBar
        rollout={rollout}
        running={actions.pending}
        error={actions.error}
        onDismissError={actions.clearError}
        onRun={actions.run}
      />
      <section className={styles.progress} aria-label="Progress">
        <ProgressBar label="Portals done" value={endedCount(rollout.counts)} maxValue={Math.max(rollout.counts.total, 1)} showValueLabel />
        <RolloutCountsLine counts={rollout.counts} />
      </section>
      <section aria-label="Portals">
        <h2 className={styles.subtitle}>Portals</h2>
        <ul className={styles.portals}>
          {portals.map((portal) => (
            <li key={portal.portal_id}>
              <RolloutPortalRow portal={portal} showAgency={agencies.size > 1} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

export function RolloutPage({ rolloutId }: { rolloutId: string }) {
  const query = useApiQuery(rolloutQueries.one(rolloutId))
  return (
    <main className={styles.page}>
      <Link href={RoutePath.Rollouts} className={styles.back}>
        ← All rollouts
      </Link>
      {query.status === "loading" ? (
        <Spinner size="lg" label="Loading the rollout" />
      ) : query.status === "failure" ? (
        <ListError title="The rollout could not be loaded." message={query.error.message} onRetry={query.reload} />
      ) : (
        <RolloutProgress rollout={query.data} replace={(next) => query.setData(() => next)} />
      )}
    </main>
  )
}
