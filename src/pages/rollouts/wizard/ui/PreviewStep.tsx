// Step 3, the preview: per portal what it would get and what it costs, or why it is skipped, and per agency the
// credits needed against those it has (read fresh each time: portals change); then the canary size, the failure
// threshold and Start rollout. A refused preview that names portals says which, each removable from the choice.
import { useState } from "react"

import { type Rollout, RolloutPreviewTable, rolloutQueries } from "@/entities/rollout"
import { type RolloutChange, useApiQuery } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ListError, ListLoading } from "@/shared/ui/list-panel"

import { portalErrorsOf } from "../model/portalErrors.ts"
import { removePortals, type Selection } from "../model/selection.ts"
import styles from "./NewRolloutPage.module.css"
import { StartForm } from "./StartForm.tsx"

export interface PreviewStepProps {
  change: RolloutChange
  selection: Selection
  onSelectionChange: (next: Selection) => void
  onBack: () => void
  onStarted: (rollout: Rollout) => void
}

function RefusedPortals({
  errors,
  selection,
  onSelectionChange
}: { errors: ReadonlyMap<number, string> } & Pick<PreviewStepProps, "selection" | "onSelectionChange">) {
  const named = selection.filter((portal) => errors.has(portal.id))
  return (
    <ul className={styles.refused} aria-label="Portals that cannot take part">
      {named.map((portal) => (
        <li key={portal.id} className={styles.row}>
          <span>
            <strong>{portal.name}</strong>: {errors.get(portal.id)}
          </span>
          <Button variant="secondary" size="sm" onPress={() => onSelectionChange(removePortals(selection, [portal.id]))}>
            Remove {portal.name}
          </Button>
        </li>
      ))}
    </ul>
  )
}

export function PreviewStep({ change, selection, onSelectionChange, onBack, onStarted }: PreviewStepProps) {
  const portalIds = selection.map((portal) => portal.id)
  const preview = useApiQuery(rolloutQueries.preview({ change, portal_ids: portalIds }), { fresh: true })
  const [portalErrors, setPortalErrors] = useState<ReadonlyMap<number, string>>(new Map())
  const refusedPortals = preview.status === "failure" ? portalErrorsOf(preview.error, portalIds) : new Map<number, string>()

  return (
    <section className={styles.step} aria-labelledby="rollout-preview-title">
      <h2 id="rollout-preview-title" className={styles.stepTitle}>
        3. Preview
      </h2>
      {preview.status === "loading" ? (
        <ListLoading label="Checking each portal" />
      ) : preview.status === "failure" ? (
        refusedPortals.size > 0 ? (
          <>
            <Alert type="danger">Some chosen portals cannot take part in a rollout.</Alert>
            <RefusedPortals errors={refusedPortals} selection={selection} onSelectionChange={onSelectionChange} />
          </>
        ) : (
          <ListError
            title="The preview could not be made."
            message={preview.error.serverMessage ?? preview.error.message}
            onRetry={preview.reload}
          />
        )
      ) : (
        <>
          <RolloutPreviewTable preview={preview.data} portalErrors={portalErrors} />
          <StartForm
            change={change}
            portalIds={portalIds}
            canStart={preview.data.portals.some((portal) => portal.skip === null)}
            onPortalErrors={setPortalErrors}
            onStarted={onStarted}
          />
        </>
      )}
      <div className={styles.nav}>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
      </div>
    </section>
  )
}
