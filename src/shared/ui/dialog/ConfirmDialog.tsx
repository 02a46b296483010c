// "Are you sure?" style confirmation; Escape and an outside click count as cancelling. A refusal of
// the confirmed action can be shown inside it (error). A danger confirmation opens with focus on the safe
// choice (cancel), so that Enter pressed twice cannot delete.
import type { ReactNode } from "react"

import { Alert } from "../alert/Alert.tsx"
import { Button } from "../button/Button.tsx"
import styles from "./Dialog.module.css"
import { Dialog } from "./Dialog.tsx"
import { Modal } from "./Modal.tsx"

export interface ConfirmDialogProps {
  isOpen: boolean
  title: ReactNode
  text: ReactNode
  confirmLabel: string
  cancelLabel: string
  tone?: "danger" | "primary"
  /** Shows a spinner on the confirm button while the action runs. */
  isPending?: boolean
  /** Why the confirmed action was refused, shown under the text; null or absent: nothing. */
  error?: string | null
  /** Default 440. */
  width?: number
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({ isOpen, isPending = false, width = 440, onCancel, ...content }: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} isDismissable={!isPending} width={width}>
      <ConfirmDialogContent isPending={isPending} onCancel={onCancel} {...content} />
    </Modal>
  )
}

export type ConfirmDialogContentProps = Omit<ConfirmDialogProps, "isOpen" | "width">

/** The confirmation's dialog without its modal, for a modal that shows other steps too (DeleteDialogs). */
export function ConfirmDialogContent({
  title,
  text,
  confirmLabel,
  cancelLabel,
  tone = "primary",
  isPending = false,
  error = null,
  onConfirm,
  onCancel
}: ConfirmDialogContentProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending} autoFocus={tone === "danger"}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onPress={onConfirm} isPending={isPending} autoFocus={tone !== "danger"}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error === null ? (
        <p className={styles.text}>{text}</p>
      ) : (
        <div className={styles.body}>
          <p className={styles.text}>{text}</p>
          <Alert type="danger">{error}</Alert>
        </div>
      )}
    </Dialog>
  )
}
