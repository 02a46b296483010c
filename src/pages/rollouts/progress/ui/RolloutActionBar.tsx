// Pause / Resume / Cancel / Roll back, each offered only while the rollout's state allows it; Cancel and Roll
// back ask first, since neither can be taken back.
import { useState } from "react"

import { allowedActions, type Rollout, type RolloutStateChange } from "@/entities/rollout"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"

import styles from "./RolloutPage.module.css"

const PAUSE = "Pause"
const RESUME = "Resume"
const CANCEL = "Cancel rollout"
const ROLL_BACK = "Roll back"

export interface RolloutActionBarProps {
  rollout: Rollout
  /** The change running now, if any. */
  running: RolloutStateChange | null
  /** The refusal of the last change: in its dialog when it asked first, under the buttons otherwise. */
  error: string | null
  onDismissError: () => void
  /** Resolves true when the server took the change. */
  onRun: (change: RolloutStateChange) => Promise<boolean>
}

type Confirmable = "cancel" | "rollback"

const CONFIRM: Record<Confirmable, { title: string; text: (rollout: Rollout) => string; label: string; keep: string }> = {
  cancel: {
    title: "Cancel this rollout?",
    text: () => "Portals not started yet will not get the change. Portals at work now finish first.",
    label: "Yes, cancel it",
    keep: "No, keep it"
  },
  rollback: {
    title: "Roll back this rollout?",
    text: (rollout) =>
      `Each of the ${rollout.counts.succeeded === 1 ? "portal" : `${rollout.counts.succeeded} portals`} it changed goes back to the ` +
      "version it had before (a module it installed is removed, its credit given back). This starts a rollout of its own.",
    label: "Yes, roll back",
    keep: "No"
  }
}

export function RolloutActionBar({ rollout, running, error, onDismissError, onRun }: RolloutActionBarProps) {
  const allowed = allowedActions(rollout)
  const [confirming, setConfirming] = useState<Confirmable | null>(null)
  const busy = running !== null
  // A refusal stays in the dialog; a success closes it (a rollback leaves the page).
  const confirm = async (change: Confirmable) => {
    if (await onRun(change)) setConfirming(null)
  }
  const ask = (change: Confirmable) => {
    onDismissError()
    setConfirming(change)
  }
  const close = () => {
    setConfirming(null)
    onDismissError()
  }
  const shown = confirming === null ? null : CONFIRM[confirming]
  if (!allowed.pause && !allowed.resume && !allowed.cancel && !allowed.rollback) return null
  return (
    <div className={styles.actionArea}>
      <div className={styles.actions} role="group" aria-label="Rollout actions">
        {allowed.pause ? (
          <Button variant="secondary" onPress={() => void onRun("pause")} isPending={running === "pause"} isDisabled={busy}>
            {PAUSE}
          </Button>
        ) : null}
        {allowed.resume ? (
          <Button onPress={() => void onRun("resume")} isPending={running === "resume"} isDisabled={busy}>
            {RESUME}
          </Button>
        ) : null}
        {allowed.cancel ? (
          <Button variant="danger" onPress={() => ask("cancel")} isDisabled={busy}>
            {CANCEL}
          </Button>
        ) : null}
        {allowed.rollback ? (
          <Button variant="secondary" onPress={() => ask("rollback")} isDisabled={busy}>
            {ROLL_BACK}
          </Button>
        ) : null}
        <ConfirmDialog
          isOpen={confirming !== null}
          title={shown?.title ?? ""}
          text={shown?.text(rollout) ?? ""}
          confirmLabel={shown?.label ?? ""}
          cancelLabel={shown?.keep ?? ""}
          tone="danger"
          isPending={confirming !== null && running === confirming}
          error={confirming !== null && running === null ? error : null}
          onConfirm={() => (confirming === null ? undefined : void confirm(confirming))}
          onCancel={close}
        />
      </div>
      {error !== null && confirming === null ? (
        <Alert type="danger" onClose={onDismissError}>
          {error}
        </Alert>
      ) : null}
    </div>
  )
}
