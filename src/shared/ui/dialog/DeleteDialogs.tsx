// The dialogs of deleting a row: the 'Are you sure?' confirmation, then the outcome ('Deleted!' with a
// success icon, or a warning such as 'Warning!' when the server refused) closed with OK. Lists that say
// 'Deleted!' with an alert instead leave the outcome out.
import { type ReactNode, useRef } from "react"
import { Button } from "../button/Button.tsx"
import { ConfirmDialog } from "./ConfirmDialog.tsx"
import { Dialog } from "./Dialog.tsx"
import styles from "./DeleteDialogs.module.css"
import { Modal } from "./Modal.tsx"

export interface DeleteTexts {
  readonly confirmTitle: string
  readonly confirmText: string
  readonly confirmLabel: string
  readonly cancelLabel: string
  /** The outcome dialog's button; 'OK' by default. */
  readonly okLabel?: string
}

export interface DeleteOutcome {
  readonly tone: "success" | "warning"
  readonly title: string
  readonly text: ReactNode
}

export interface DeleteDialogsProps {
  texts: DeleteTexts
  /** The confirmation is open. */
  isAsking: boolean
  /** The delete is running: a spinner on the confirm button. */
  isPending: boolean
  onConfirm: () => void
  /** The outcome dialog's content; null (the default) keeps it closed. */
  outcome?: DeleteOutcome | null
  /** Cancel, Escape, or OK on the outcome. */
  onClose: () => void
}

export function DeleteDialogs({ texts, isAsking, isPending, onConfirm, outcome = null, onClose }: DeleteDialogsProps) {
  // The outcome stays readable while its dialog animates out after OK.
  const last = useRef(outcome)
  if (outcome !== null) last.current = outcome
  const shown = outcome ?? last.current
  return (
    <>
      <ConfirmDialog
        isOpen={isAsking}
        title={texts.confirmTitle}
        text={texts.confirmText}
        confirmLabel={texts.confirmLabel}
        cancelLabel={texts.cancelLabel}
        tone="danger"
        isPending={isPending}
        onConfirm={onConfirm}
        onCancel={onClose}
      />
      <Modal isOpen={outcome !== null} onOpenChange={(open) => (open ? undefined : onClose())} width={400}>
        <Dialog
          role={shown?.tone === "warning" ? "alertdialog" : "dialog"}
          title={shown?.title}
          footer={
            <Button onPress={onClose} autoFocus>
              {texts.okLabel ?? "OK"}
            </Button>
          }
        >
          <p className={styles.outcome} data-outcome={shown?.tone}>
            <span className={styles.outcomeIcon} aria-hidden="true">
              {shown?.tone === "warning" ? "!" : "✓"}
            </span>
            {shown?.text}
          </p>
        </Dialog>
      </Modal>
    </>
  )
}
