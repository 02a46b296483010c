// Confirm Purchase (575 px): one credit unlocks the module for this portal. Without credits it says so
// and offers the credit purchase only when that modal exists in this build.
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"

import styles from "./ModuleDialogs.module.css"

export const NO_CREDITS_MESSAGE = "You have no credits left. Buy credits to unlock this module."

export interface ConfirmPurchaseModalProps {
  isOpen: boolean
  moduleName: string
  credits: number
  /** Buy & Install: the install follows the purchase. */
  thenInstall: boolean
  /** The failed purchase's message, shown inside the modal. */
  error: string | null
  isPending: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Present only when the credit purchase modal exists. */
  onBuyCredits?: () => void
}

export function ConfirmPurchaseModal(props: ConfirmPurchaseModalProps) {
  const { isOpen, moduleName, credits, thenInstall, error, isPending, onConfirm, onCancel, onBuyCredits } = props
  const hasCredit = credits >= 1
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable={!isPending} width={575}>
      <Dialog
        title="Confirm Purchase"
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
              Cancel
            </Button>
            {hasCredit ? (
              <Button onPress={onConfirm} isPending={isPending} autoFocus>
                {thenInstall ? "Buy & Install" : "Buy"}
              </Button>
            ) : onBuyCredits ? (
              <Button onPress={onBuyCredits} autoFocus>
                Buy Credits
              </Button>
            ) : null}
          </>
        }
      >
        {hasCredit ? (
          <p className={styles.text}>
            Unlock {moduleName} for this portal with 1 credit{thenInstall ? ", then install it" : ""}.
          </p>
        ) : (
          <p className={styles.text}>{NO_CREDITS_MESSAGE}</p>
        )}
        <p className={styles.credits}>Credits available: {credits}</p>
        {error !== null ? <Alert type="danger">{error}</Alert> : null}
      </Dialog>
    </Modal>
  )
}
