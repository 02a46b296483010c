// The question and the outcome of a delete that lists what it takes, in one modal (as
// shared/ui's DeleteDialogs, so focus stays trapped from the question to OK). The question shows the
// preview as it loads; while work runs, 'Yes, delete it!' gives way to 'Cancel the work and delete', a
// second choice that never has the focus first ('No, cancel!' has). 'Deleted!' lists what went.
import { useEffect, useRef } from "react"

import type { Deletion } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal, useLastShown } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"

import {
  CANCEL_LABEL,
  CANCEL_WORK_LABEL,
  CONFIRM_LABEL,
  CONFIRM_TEXT,
  CONFIRM_TITLE,
  DELETED_TITLE,
  OK_LABEL,
  PREVIEW_FAILED,
  PREVIEW_LOADING,
  WORK_RUNNING_TEXT
} from "../config/texts.ts"
import type { ConfirmDeletion } from "../model/useConfirmDeletion.ts"
import styles from "./DeletionDialogs.module.css"
import { DeletionList } from "./DeletionList.tsx"

export interface DeletionDialogsProps {
  readonly deletion: ConfirmDeletion
  /** The 'Deleted!' sentence, e.g. 'Portal has been deleted.' */
  readonly deletedText: string
  /** Cancel, Escape, or OK on the outcome (after deletion.close). */
  readonly onClosed?: () => void
}

type Step =
  | { readonly kind: "ask"; readonly named: number | undefined }
  | { readonly kind: "deleted"; readonly named: number | undefined; readonly deleted: Deletion }

const stepOf = (state: ConfirmDeletion["state"]): Step =>
  state.kind === "deleted"
    ? { kind: "deleted", named: state.target.named, deleted: state.deleted }
    : { kind: "ask", named: state.kind === "asking" ? state.target.named : undefined }

export function DeletionDialogs({ deletion, deletedText, onClosed }: DeletionDialogsProps) {
  const { state, preview, isDeleting } = deletion
  // The last step stays readable while the modal animates out.
  const step = stepOf(useLastShown(state, state.kind === "asking" || state.kind === "deleted"))
  const close = () => {
    deletion.close()
    onClosed?.()
  }
  const work = preview.status === "success" ? preview.data.work : []
  // A refusal takes away the button that was pressed: the focus goes back to the safe choice.
  const safe = useRef<HTMLButtonElement>(null)
  const refusal = state.kind === "asking" ? state.refusal : null
  useEffect(() => {
    if (refusal !== null) safe.current?.focus()
  }, [refusal])
  return (
    <Modal isOpen={state.kind !== "idle"} onOpenChange={(open) => (open ? undefined : close())} isDismissable={!isDeleting} width={480}>
      {step.kind === "ask" ? (
        <Dialog
          role="alertdialog"
          title={CONFIRM_TITLE}
          footer={
            <>
              <Button ref={safe} variant="secondary" onPress={close} isDisabled={isDeleting} autoFocus>
                {CANCEL_LABEL}
              </Button>
              {work.length > 0 ? (
                <Button variant="danger" onPress={() => deletion.confirm(true)} isPending={isDeleting}>
                  {CANCEL_WORK_LABEL}
                </Button>
              ) : (
                <Button
                  variant="danger"
                  onPress={() => deletion.confirm(false)}
                  isPending={isDeleting}
                  isDisabled={preview.status === "loading"}
                >
                  {CONFIRM_LABEL}
                </Button>
              )}
            </>
          }
        >
          <div className={styles.body}>
            <p className={styles.text}>{CONFIRM_TEXT}</p>
            {refusal !== null ? <Alert type="danger">{refusal}</Alert> : null}
            {preview.status === "loading" ? (
              <div className={styles.preview}>
                <Spinner size="sm" label={PREVIEW_LOADING} />
                <span aria-hidden="true">{PREVIEW_LOADING}</span>
              </div>
            ) : preview.status === "failure" ? (
              <Alert type="warning" title={PREVIEW_FAILED}>
                {preview.error.serverMessage ?? preview.error.message}
              </Alert>
            ) : (
              <>
                {work.length > 0 ? <Alert type="warning">{WORK_RUNNING_TEXT}</Alert> : null}
                <DeletionList deletion={preview.data} tense="preview" named={step.named} />
              </>
            )}
          </div>
        </Dialog>
      ) : (
        <Dialog
          title={DELETED_TITLE}
          footer={
            <Button onPress={close} autoFocus>
              {OK_LABEL}
            </Button>
          }
        >
          <div className={styles.body}>
            <p className={styles.text}>{deletedText}</p>
            <DeletionList deletion={step.deleted} tense="deleted" named={step.named} />
          </div>
        </Dialog>
      )}
    </Modal>
  )
}
