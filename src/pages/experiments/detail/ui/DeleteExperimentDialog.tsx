// 'Delete experiment': what stays and what goes in HubSpot, Cancel and Delete, a spinner on Delete while
// it runs and the server's refusal inside the dialog. Escape and an outside click cancel (not while deleting).
import type { Experiment } from "@/shared/api"
import { ConfirmDialog } from "@/shared/ui/dialog"

export const DELETE_EXPERIMENT = "Delete experiment"

/** What the dialog says is archived and what stays (a completed experiment keeps its winner too). */
export const deleteExperimentText = (experiment: Pick<Experiment, "name" | "status">) =>
  `Delete "${experiment.name}"? Its variant pages are archived in HubSpot; ${
    experiment.status === "completed" ? "the control page and the winning page stay" : "the control page stays"
  }.`

export interface DeleteExperimentDialogProps {
  readonly experiment: Pick<Experiment, "name" | "status">
  readonly isOpen: boolean
  readonly isPending: boolean
  /** The server's refusal, shown in the dialog; null when there is none. */
  readonly error: string | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

export function DeleteExperimentDialog({ experiment, isOpen, isPending, error, onConfirm, onCancel }: DeleteExperimentDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={DELETE_EXPERIMENT}
      text={deleteExperimentText(experiment)}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      tone="danger"
      isPending={isPending}
      error={error}
      width={480}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
