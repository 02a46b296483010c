// /sr-upgrade's card content: the portal's version and the latest, the release notes and the theme
// files the upgrade changes (one the portal already holds at that version is not a change); 'Upgrade'
// starts the batch and shows its progress, then 'Your portal is up to date' with the way back to the
// editor. 'Cancel' leaves without upgrading. Theme files the portal holds edited are reviewed before the
// upgrade starts (keep / take / merge each), in the overwrite review's modal.
import type { Duration } from "effect"

import { CONNECTION_ISSUES } from "@/entities/batch"
import { upgradeKeys } from "@/entities/module"
import { OverwriteReviewModal } from "@/entities/overwrite"
import { apiQueryOptions, useApiQuery } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ProgressBar, Spinner } from "@/shared/ui/spinner"

import { type UpgradeOverview, upgradeOverview } from "../api/version.ts"
import { useUpgradePortal } from "../model/useUpgradePortal.ts"
import styles from "./UpgradePortal.module.css"

export const UP_TO_DATE = "Your portal is up to date"
const NO_FILE_CHANGES = "No theme file changes: the portal already holds these files at their new versions."

export interface UpgradePortalProps {
  portalId: number
  pollInterval?: Duration.DurationInput | undefined
  /** 'Back to the editor' (also offered when there is nothing to upgrade). */
  onOpenEditor: () => void
  /** 'Cancel' beside Upgrade: back where the user came from. */
  onCancel: () => void
}

function Review({
  overview,
  onUpgrade,
  onCancel,
  isStarting
}: {
  overview: UpgradeOverview
  onUpgrade: () => void
  onCancel: () => void
  isStarting: boolean
}) {
  const { check, files } = overview
  return (
    <>
      <p className={styles.versions}>
        Version {check.current_version} → {check.latest_version}
      </p>
      <section className={styles.section} aria-label="Release notes">
        <h2>Release notes</h2>
        <ul className={styles.list}>
          {check.releases.map((release) => (
            <li key={release.version}>
              <strong>{release.version}</strong>: {release.message}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-label="Files that will change">
        <h2>Files that will change</h2>
        {files.length === 0 ? (
          <p className={styles.muted}>{NO_FILE_CHANGES}</p>
        ) : (
          <ul className={styles.list}>
            {files.map((file) => (
              <li key={file.path}>
                {file.path} ({file.from_version ?? "new"} → {file.to_version})
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isStarting}>
          Cancel
        </Button>
        <Button isPending={isStarting} onPress={onUpgrade}>
          Upgrade
        </Button>
      </div>
    </>
  )
}

export function UpgradePortal({ portalId, pollInterval, onOpenEditor, onCancel }: UpgradePortalProps) {
  const overview = useApiQuery(apiQueryOptions(upgradeKeys.overview(portalId), upgradeOverview(portalId)))
  const { state, upgrade, isStarting, overwrite } = useUpgradePortal(portalId, pollInterval)
  const backToEditor = (
    <Button variant="secondary" onPress={onOpenEditor}>
      Back to the editor
    </Button>
  )

  switch (state.kind) {
    case "review":
      if (overview.status === "loading") return <Spinner label="Checking the version…" />
      if (overview.status === "failure") {
        return (
          <div className={styles.flow}>
            <Alert type="danger">{overview.error.serverMessage ?? overview.error.message}</Alert>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={overview.reload}>
                Try again
              </Button>
              {backToEditor}
            </div>
          </div>
        )
      }
      if (!overview.data.check.upgrade_available) {
        return (
          <div className={styles.flow}>
            <Alert type="success" title={UP_TO_DATE}>
              It runs version {overview.data.check.current_version}, the latest.
            </Alert>
            <div className={styles.actions}>{backToEditor}</div>
          </div>
        )
      }
      return (
        <div className={styles.flow}>
          <Review overview={overview.data} onUpgrade={() => void upgrade()} onCancel={onCancel} isStarting={isStarting} />
          <OverwriteReviewModal {...overwrite} />
        </div>
      )
    case "running":
      return (
        <div className={styles.flow}>
          {/* No count until the batch's first read gives its true total (not "0/1", then "0/6"). */}
          {state.total === 0 ? (
            <Spinner label="Starting the upgrade" />
          ) : (
            <ProgressBar label="Upgrading" value={state.done} maxValue={state.total} showValueLabel />
          )}
          <p className={styles.muted}>This takes a moment. You may leave this page: the upgrade goes on.</p>
        </div>
      )
    case "up-to-date":
      return (
        <div className={styles.flow}>
          <Alert type="success" title={UP_TO_DATE}>
            {overview.status === "success"
              ? `The portal now runs version ${overview.data.check.latest_version}.`
              : "The theme files are upgraded."}
          </Alert>
          <div className={styles.actions}>
            <Button onPress={onOpenEditor}>Back to the editor</Button>
          </div>
        </div>
      )
    case "connection-issues":
    case "error":
      return (
        <div className={styles.flow}>
          <Alert type="danger">{state.kind === "error" ? state.message : CONNECTION_ISSUES}</Alert>
          <div className={styles.actions}>
            <Button isPending={isStarting} onPress={() => void upgrade()}>
              Retry
            </Button>
            {backToEditor}
          </div>
          <OverwriteReviewModal {...overwrite} />
        </div>
      )
  }
}
