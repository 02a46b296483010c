// The Reauth modal (spec 1 section 2): the user finishes granting access in the tab Reauthorize opened;
// a spinner shows the wait until reauth.complete closes the modal.
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"
import styles from "./ModuleDialogs.module.css"

export const REAUTH_TITLE = "Re-authorization"
export const REAUTH_TEXT = "Please complete the re-authorization in the new tab to grant the additional permissions. This window closes when it is done."

export interface ReauthModalProps {
  isOpen: boolean
  onClose: () => void
}

export function ReauthModal({ isOpen, onClose }: ReauthModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} width={575}>
      <Dialog
        title={REAUTH_TITLE}
        footer={
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
        }
      >
        <div className={styles.waiting} aria-busy="true">
          <Spinner size="lg" label="Waiting for the re-authorization" />
          <p className={styles.text}>{REAUTH_TEXT}</p>
        </div>
      </Dialog>
    </Modal>
  )
}
