// 'Apply layout' on an opened layout: asks first, then shows the batch's progress and, at its end, how
// many items were applied and how many failed, with the way to the transition drawer that names each
// failure and its reason. A refused start keeps the dialog open with the server's reason.
import type { Duration } from "effect"
import type { Layout, Portal } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"
import { useDrawer } from "@/shared/ui/drawer"
import { useApplyLayout } from "../model/useApplyLayout.ts"
import styles from "./ApplyLayoutButton.module.css"

const APPLY_TITLE = "Apply this layout?"
const APPLY_CONFIRM = "Yes, apply it!"
const APPLY_CANCEL = "No, cancel!"
const FOLLOW_LABEL = "Follow in Activity"
const FAILURES_LABEL = "Show what failed"

const applyText = (layout: string, portal: string) =>
  `${layout} adds its theme files to ${portal} and installs its modules at their latest versions. What the portal already holds at the latest version is left as it is.`
const appliedText = (layout: string, total: number) => `${layout} has been applied: ${total} ${total === 1 ? "item" : "items"} done.`
const partlyAppliedText = (layout: string, failed: number, total: number) =>
  failed === total ? `${layout} could not be applied: all ${total} ${total === 1 ? "item" : "items"} failed.` : `${failed} of ${total} items of ${layout} could not be applied.`

interface ApplyLayoutButtonProps {
  layout: Pick<Layout, "id" | "name">
  portal: Pick<Portal, "id" | "name">
  /** How often the batch is read (default the batch poll's 5 s). */
  pollInterval?: Duration.DurationInput
}

export function ApplyLayoutButton({ layout, portal, pollInterval }: ApplyLayoutButtonProps) {
  const { state, ask, cancel, confirm } = useApplyLayout(layout.id, portal.id, pollInterval)
  const drawer = useDrawer()
  const busy = state.kind === "starting" || state.kind === "applying"
  const follow = (label: string) => (
    <Button size="sm" variant="secondary" onPress={() => drawer.open("transition")}>
      {label}
    </Button>
  )

  return (
    <div className={styles.apply}>
      <Button aria-label={`Apply layout ${layout.name}`} isPending={busy} onPress={ask}>
        Apply layout
      </Button>
      <div role="status" className={styles.status}>
        {state.kind === "applying" ? (
          <>
            <span>{state.total === 0 ? "Applying…" : `Applying ${state.done}/${state.total}`}</span>
            {follow(FOLLOW_LABEL)}
          </>
        ) : state.kind === "ended" && state.failed === 0 ? (
          <span className={styles.done}>{appliedText(layout.name, state.total)}</span>
        ) : state.kind === "ended" ? (
          <>
            <span className={styles.failed}>{partlyAppliedText(layout.name, state.failed, state.total)}</span>
            {follow(FAILURES_LABEL)}
          </>
        ) : state.kind === "lost" ? (
          <>
            <span className={styles.failed}>{state.message}</span>
            {follow(FOLLOW_LABEL)}
          </>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={state.kind === "asking" || state.kind === "starting"}
        title={APPLY_TITLE}
        text={applyText(layout.name, portal.name)}
        confirmLabel={APPLY_CONFIRM}
        cancelLabel={APPLY_CANCEL}
        isPending={state.kind === "starting"}
        error={state.kind === "asking" ? state.error : null}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    </div>
  )
}
