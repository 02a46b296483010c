// The dialogs of deleting a user: the confirmation, 'Deleted!' and the 'Warning!' for oneself.
import { Button } from "@/shared/ui/button"
import { ConfirmDialog, Dialog, Modal } from "@/shared/ui/dialog"
import {
  CANCEL_LABEL,
  CONFIRM_LABEL,
  CONFIRM_TEXT,
  CONFIRM_TITLE,
  DELETED_TEXT,
  DELETED_TITLE,
  OK_LABEL,
  WARNING_TITLE
} from "../config/texts.ts"
import type { DeleteUser } from "../model/useDeleteUser.ts"
import styles from "./UsersDrawer.module.css"

export function DeleteUserDialogs({ deletion }: { deletion: DeleteUser }) {
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
      <Modal isOpen={state.kind === "deleted" || state.kind === "warning"} onOpenChange={(open) => (open ? undefined : deletion.close())} width={400}>
        <Dialog
          role={state.kind === "warning" ? "alertdialog" : "dialog"}
          title={state.kind === "warning" ? WARNING_TITLE : DELETED_TITLE}
          footer={
            <Button onPress={deletion.close} autoFocus>
              {OK_LABEL}
            </Button>
          }
        >
          <p className={styles.outcome} data-outcome={state.kind === "warning" ? "warning" : "success"}>
            <span className={styles.outcomeIcon} aria-hidden="true">
              {state.kind === "warning" ? "!" : "✓"}
            </span>
            {state.kind === "warning" ? state.message : DELETED_TEXT}
          </p>
        </Dialog>
      </Modal>
    </>
  )
}
