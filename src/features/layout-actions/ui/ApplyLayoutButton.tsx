// 'Apply' for one layout, on its row in the Layouts drawer and on the opened layout: asks first — the
// dialog says beforehand what applying would do and names what is built for another theme version than
// the portal's — then shows the batch's progress and, at its end, how many items were applied and how
// many failed, with the way to the transition drawer that names each failure and its reason. A refused
// start keeps the dialog open with the server's reason. A layout holding no modules or theme files is not
// offered: the button is disabled and says why.
import type { Duration } from "effect"
import { useId } from "react"

import { layoutKeys } from "@/entities/layout"
import { OverwriteReviewModal } from "@/entities/overwrite"
import { apiQueryOptions, type Layout, type Portal, useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { useDrawer } from "@/shared/ui/drawer"

import { checkApply } from "../api/checkApply.ts"
import { isApplyable, NOTHING_TO_APPLY } from "../lib/applyable.ts"
import { useApplyLayout } from "../model/useApplyLayout.ts"
import styles from "./ApplyLayoutButton.module.css"
import { type ApplyCheckState, ApplyLayoutDialog } from "./ApplyLayoutDialog.tsx"

const FOLLOW_LABEL = "Follow in Activity"
const FAILURES_LABEL = "Show what failed"

const appliedText = (layout: string, total: number) => `${layout} has been applied: ${total} ${total === 1 ? "item" : "items"} done.`
const partlyAppliedText = (layout: string, failed: number, total: number) =>
  failed === total
    ? `${layout} could not be applied: all ${total} ${total === 1 ? "item" : "items"} failed.`
    : `${failed} of ${total} items of ${layout} could not be applied.`

export interface ApplyLayoutButtonProps {
  layout: Pick<Layout, "id" | "name" | "content">
  portal: Pick<Portal, "id" | "name">
  /** 'row': a small 'Apply' for a list row; default the opened layout's 'Apply layout'. */
  size?: "row" | "panel"
  /** How often the batch is read (default the batch poll's 5 s). */
  pollInterval?: Duration.DurationInput
}

export function ApplyLayoutButton({ layout, portal, size = "panel", pollInterval }: ApplyLayoutButtonProps) {
  const { state, ask, cancel, confirm, overwrite } = useApplyLayout(layout.id, portal.id, pollInterval)
  const drawer = useDrawer()
  const reasonId = useId()
  const busy = state.kind === "starting" || state.kind === "applying"
  const asking = state.kind === "asking" || state.kind === "starting"
  // Read each time the dialog opens: the portal may have changed since.
  const read = useApiQuery(asking ? apiQueryOptions(layoutKeys.applyCheck(layout.id, portal.id), checkApply(layout.id, portal.id)) : null, {
    fresh: true
  })
  const check: ApplyCheckState =
    read.status === "success"
      ? { kind: "ready", check: read.data }
      : read.status === "failure"
        ? { kind: "failed", message: read.error.serverMessage ?? read.error.message }
        : { kind: "loading" }
  const applyable = isApplyable(layout.content)
  const follow = (label: string) => (
    <Button size="sm" variant="secondary" onPress={() => drawer.open("transition")}>
      {label}
    </Button>
  )

  return (
    <div className={styles.apply}>
      <Button
        aria-label={`Apply layout ${layout.name}`}
        {...(applyable ? {} : { "aria-describedby": reasonId })}
        size={size === "row" ? "sm" : "md"}
        isPending={busy}
        isDisabled={!applyable}
        onPress={ask}
      >
        {size === "row" ? "Apply" : "Apply layout"}
      </Button>
      {applyable ? null : (
        <span id={reasonId} className={styles.reason}>
          {NOTHING_TO_APPLY}
        </span>
      )}
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
      <ApplyLayoutDialog
        // Hidden while the review of edited files is open, so that one is the only modal.
        isOpen={asking && !overwrite.isReviewing}
        layoutName={layout.name}
        portalName={portal.name}
        check={check}
        isPending={state.kind === "starting"}
        error={state.kind === "asking" ? state.error : null}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
      <OverwriteReviewModal {...overwrite} />
    </div>
  )
}
