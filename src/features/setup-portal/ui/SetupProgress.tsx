// /sr-setup-installer's card content: the setup batch's live progress, then 'Your portal is ready'
// with the way into the editor, or the connection-issues text with Retry.
import type { Duration } from "effect"
import { useEffect } from "react"

import { CONNECTION_ISSUES } from "@/entities/batch"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ProgressBar } from "@/shared/ui/spinner"

import { useSetupProgress } from "../model/useSetupProgress.ts"
import styles from "./SetupWizard.module.css"

export const PORTAL_READY = "Your portal is ready"

export interface SetupProgressProps {
  portalId: number
  batchId: string
  folder?: string | undefined
  pollInterval?: Duration.DurationInput | undefined
  /** The setup finished: the page moves on to the editor. */
  onReady: () => void
  /** The user pressed 'Open the editor'. */
  onOpenEditor: () => void
  onRestarted: (batchId: string) => void
}

export function SetupProgress({ portalId, batchId, folder, pollInterval, onReady, onOpenEditor, onRestarted }: SetupProgressProps) {
  const { state, retry, isRetrying } = useSetupProgress({ portalId, batchId, folder, pollInterval, onRestarted })
  const ready = state.kind === "ready"
  useEffect(() => {
    if (ready) onReady()
  }, [ready, onReady])

  switch (state.kind) {
    case "running":
      return (
        <div className={styles.form}>
          <ProgressBar label="Installing" value={state.done} maxValue={Math.max(1, state.total)} showValueLabel />
          <p className={styles.list}>This takes a moment. You may leave this page: the installation goes on.</p>
        </div>
      )
    case "ready":
      return (
        <div className={styles.form}>
          <Alert type="success" title={PORTAL_READY}>
            The theme files and starter pages are installed.
          </Alert>
          <Button onPress={onOpenEditor}>Open the editor</Button>
        </div>
      )
    case "connection-issues":
    case "error":
      return (
        <div className={styles.form}>
          <Alert type="danger">{state.kind === "error" ? state.message : CONNECTION_ISSUES}</Alert>
          <Button isPending={isRetrying} onPress={() => void retry()}>
            Retry
          </Button>
        </div>
      )
  }
}
