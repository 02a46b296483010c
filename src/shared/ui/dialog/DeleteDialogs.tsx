// The dialogs of deleting a row: the 'Are you sure?' confirmation, then the outcome ('Deleted!' with a
// success icon, or a warning such as 'Warning!' when the server refused) closed with OK. Lists that say
// 'Deleted!' with an alert instead leave the outcome out. Both steps share one modal, so focus stays
// trapped in it from the question to OK, and returns to the opener (or the list) when it closes.
import type { ReactNode } from "react"

import { Button } from "../button/Button.tsx"
import { ConfirmDialogContent } from "./ConfirmDialog.tsx"
import styles from "./DeleteDialogs.module.css"
import { Dialog } from "./Dialog.tsx"
import { Modal } from "./Modal.tsx"
import { useLastShown } from "./useLastShown.ts"

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
  // One modal for both steps: a second modal opening while the first one animates out loses react-aria's
  // focus containment, and Tab walked out of 'Deleted!' into the page. The last step stays readable
  // while the modal animates out.
  const step = useLastShown<Step>(isAsking || outcome === null ? ASK : { kind: "outcome", outcome }, isAsking || outcome !== null, sameStep)
  return (
    <Modal
      isOpen={isAsking || outcome !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!isPending}
      width={step.kind === "ask" ? 440 : 400}
    >
      {step.kind === "ask" ? (
        <ConfirmDialogContent
          title={texts.confirmTitle}
          text={texts.confirmText}
          confirmLabel={texts.confirmLabel}
          cancelLabel={texts.cancelLabel}
          tone="danger"
          isPending={isPending}
          onConfirm={onConfirm}
          onCancel={onClose}
        />
      ) : (
        <OutcomeDialog outcome={step.outcome} okLabel={texts.okLabel ?? "OK"} onClose={onClose} />
      )}
    </Modal>
  )
}

type Step = { readonly kind: "ask" } | { readonly kind: "outcome"; readonly outcome: DeleteOutcome }

const ASK: Step = { kind: "ask" }

const sameStep = (a: Step, b: Step) => (a.kind === "outcome" && b.kind === "outcome" ? a.outcome === b.outcome : a.kind === b.kind)

function OutcomeDialog({ outcome, okLabel, onClose }: { outcome: DeleteOutcome; okLabel: string; onClose: () => void }) {
  return (
    <Dialog
      role={outcome.tone === "warning" ? "alertdialog" : "dialog"}
      title={outcome.title}
      footer={
        <Button onPress={onClose} autoFocus>
          {okLabel}
        </Button>
      }
    >
      <p className={styles.outcome} data-outcome={outcome.tone}>
        <span className={styles.outcomeIcon} aria-hidden="true">
          {outcome.tone === "warning" ? "!" : "✓"}
        </span>
        {outcome.text}
      </p>
    </Dialog>
  )
}
