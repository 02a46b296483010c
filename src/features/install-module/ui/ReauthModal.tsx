// The Reauth modal (spec 1 section 2): the user finishes granting access in the tab Reauthorize opened;
// a spinner shows the wait until reauth.complete (or the callback tab's word) closes the modal. After a
// minute with neither it says so and offers 'Check again'. Both texts name the permission the grant lacks,
// so the user knows what to allow on the consent page.
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"

import styles from "./ModuleDialogs.module.css"
import { MISSING_PERMISSION } from "./PermissionsDialog.tsx"

export const REAUTH_TITLE = "Re-authorization"
export const REAUTH_TEXT = `Please complete the re-authorization in the new tab to grant the ${MISSING_PERMISSION} permission this module needs. This window closes when it is done.`
export const REAUTH_SLOW_TEXT = `The ${MISSING_PERMISSION} permission has not reached us yet. If you finished in the other tab, check again.`

export interface ReauthModalProps {
  isOpen: boolean
  onClose: () => void
  /** A minute passed with no word of the grant. */
  isSlow?: boolean
  onCheckAgain?: () => void
}

export function ReauthModal({ isOpen, onClose, isSlow = false, onCheckAgain }: ReauthModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} width={575}>
      <Dialog
        title={REAUTH_TITLE}
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
            {isSlow && onCheckAgain !== undefined ? <Button onPress={onCheckAgain}>Check again</Button> : null}
          </>
        }
      >
        {isSlow ? (
          <p className={styles.text} role="status">
            {REAUTH_SLOW_TEXT}
          </p>
        ) : (
          <div className={styles.waiting} aria-busy="true">
            <Spinner size="lg" label="Waiting for the re-authorization" />
            <p className={styles.text}>{REAUTH_TEXT}</p>
          </div>
        )}
      </Dialog>
    </Modal>
  )
}
