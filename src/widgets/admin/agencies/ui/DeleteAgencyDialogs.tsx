// The dialogs of deleting an agency: the confirmation, then 'Deleted!' with a success icon.
import { Button } from "@/shared/ui/button"
import { ConfirmDialog, Dialog, Modal } from "@/shared/ui/dialog"
import { CANCEL_LABEL, CONFIRM_LABEL, CONFIRM_TEXT, CONFIRM_TITLE, DELETED_TEXT, DELETED_TITLE, OK_LABEL } from "../config/texts.ts"
import type { DeleteAgency } from "../model/useDeleteAgency.ts"
import styles from "./AgenciesDrawer.module.css"

export function DeleteAgencyDialogs({ deletion }: { deletion: DeleteAgency }) {
  const { state } = deletion
  return (
    <>
      <ConfirmDialog
        isOpen={state.kind === "confirm"}
        title={CONFIRM_TITLE}
        text={CONFIRM_TEXT}
        confirmLabel={CONFIRM_LABEL}
        cancelLabel={CANCEL_LABEL}
        tone="danger"
        isPending={deletion.isPending}
        onConfirm={deletion.confirm}
        onCancel={deletion.close}
      />
      <Modal isOpen={state.kind === "deleted"} onOpenChange={(open) => (open ? undefined : deletion.close())} width={400}>
        <Dialog
          title={DELETED_TITLE}
          footer={
            <Button onPress={deletion.close} autoFocus>
              {OK_LABEL}
            </Button>
          }
        >
          <p className={styles.outcome}>
            <span className={styles.outcomeIcon} aria-hidden="true">
              ✓
            </span>
            {DELETED_TEXT}
          </p>
        </Dialog>
      </Modal>
    </>
  )
}
