// 'Restore' on an opened history entry of a module install, upgrade, revert or restore: asks first, then
// puts the module back to the entry's version and says so; a refusal (already at that version, theme
// files needed first, reconnect needed) stays in the dialog with the server's reason.
import { Exit, Option } from "effect"
import { useState } from "react"

import { historyKeys } from "@/entities/history"
import { moduleKeys, upgradeKeys } from "@/entities/module"
import { OverwriteReviewModal, useOverwriteReview } from "@/entities/overwrite"
import { failureOf, type History, historyRestoreTarget, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"

import { restoreHistory } from "../api/restoreHistory.ts"

const RESTORE_TITLE = "Restore this version?"
const RESTORE_CONFIRM = "Yes, restore it!"
const RESTORE_CANCEL = "No, cancel!"
const restoreText = (module: string, version: string) =>
  `The portal's files of ${module} are replaced by version ${version}. The version it has now can be restored from its own history entry.`

interface RestoreHistoryButtonProps {
  entry: Pick<History, "id" | "name" | "payload" | "portal_id">
  /** Called after a restore, so the caller can show the new state (e.g. reload the history). */
  onRestored?: () => void
}

/** Nothing for entries that name no module version (saves, setups, blog installs). */
export function RestoreHistoryButton({ entry, onRestored }: RestoreHistoryButtonProps) {
  const target = historyRestoreTarget(entry.payload)
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // The module goes back to the entry's version in the open portal: its modules, what waits for an upgrade and its History change.
  const { isPending, run } = useApiAction({ invalidates: [moduleKeys.lists(), upgradeKeys.all, historyKeys.lists()] })
  // The restore writes the module's files: those the portal holds edited in HubSpot are reviewed first.
  const overwrite = useOverwriteReview()
  const { show } = useAlerts()
  if (target === null) return null

  const confirm = async () => {
    const exit = await overwrite.guard(entry.portal_id, { kind: "history", history_id: entry.id }, (resolutions) =>
      run(restoreHistory(entry.id, resolutions))
    )
    // The review was cancelled: nothing was restored.
    if (exit === null) return setAsking(false)
    if (Exit.isSuccess(exit)) {
      setAsking(false)
      show({ type: "success", content: exit.value })
      onRestored?.()
      return
    }
    Option.map(failureOf(exit.cause), (failure) => setError(failure.serverMessage ?? failure.message))
  }

  return (
    <>
      <Button
        aria-label={`Restore ${entry.name}`}
        onPress={() => {
          setError(null)
          setAsking(true)
        }}
      >
        Restore
      </Button>
      <ConfirmDialog
        // Hidden while the review of edited files is open, so that one is the only modal.
        isOpen={asking && !overwrite.modal.isReviewing}
        title={RESTORE_TITLE}
        text={restoreText(entry.name.replace(/\s+\d+\.\d+\.\d+$/, ""), target.version)}
        confirmLabel={RESTORE_CONFIRM}
        cancelLabel={RESTORE_CANCEL}
        isPending={isPending || overwrite.isChecking}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
      <OverwriteReviewModal {...overwrite.modal} />
    </>
  )
}
