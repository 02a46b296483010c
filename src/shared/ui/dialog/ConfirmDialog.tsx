// "Are you sure?" style confirmation; Escape and an outside click count as cancelling.
import type { ReactNode } from "react"
import { Button } from "../button/Button.tsx"
import { Dialog } from "./Dialog.tsx"
import { Modal } from "./Modal.tsx"
import styles from "./Dialog.module.css"

export interface ConfirmDialogProps {
  isOpen: boolean
  title: ReactNode
  text: ReactNode
  confirmLabel: string
  cancelLabel: string
  tone?: "danger" | "primary"
  /** Shows a spinner on the confirm button while the action runs. */
  isPending?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({ isOpen, title, text, confirmLabel, cancelLabel, tone = "primary", isPending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable={!isPending} width={440}>
      <Dialog
        role="alertdialog"
        title={title}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button variant={tone} onPress={onConfirm} isPending={isPending} autoFocus>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <p className={styles.text}>{text}</p>
      </Dialog>
    </Modal>
  )
}
