// The dialogs of the migration flows (spec 1 section 4). 'Migrate' and 'Migrating Page' cannot be
// dismissed by an outside click or Escape.
import { Button } from "@/shared/ui/button"
import { ConfirmDialog, Dialog, Modal } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"
import type { MigrationState } from "../model/useMigratePortal.ts"
import {
  CANCEL_LABEL,
  MIGRATE_TITLE,
  MIGRATING_TITLE,
  NEXT_LABEL,
  NO_PAGES,
  OK_LABEL,
  REVERT_CANCEL,
  REVERT_CONFIRM,
  REVERT_TEXT,
  REVERT_TITLE,
  REVERTED_TEXT,
  REVERTED_TITLE
} from "../model/texts.ts"
import styles from "./MigrationDialogs.module.css"

export interface MigrationDialogsProps {
  state: MigrationState
  onNext: () => void
  onConfirmRevert: () => void
  onClose: () => void
}

const ignore = () => undefined

export function MigrationDialogs({ state, onNext, onConfirmRevert, onClose }: MigrationDialogsProps) {
  return (
    <>
      <Modal isOpen={state.kind === "confirm"} onOpenChange={ignore} isDismissable={false} width={560}>
        <Dialog
          title={MIGRATE_TITLE}
          footer={
            <>
              <Button variant="secondary" onPress={onClose}>
                {CANCEL_LABEL}
              </Button>
              <Button onPress={onNext} autoFocus>
                {NEXT_LABEL}
              </Button>
            </>
          }
        >
          {state.kind === "confirm" && state.pages.length > 0 ? (
            <ul className={styles.pages} aria-label="Pages to migrate">
              {state.pages.map((page) => (
                <li key={page.id}>
                  {page.name} <span className={styles.path}>{page.new_template_path}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.text}>{NO_PAGES}</p>
          )}
        </Dialog>
      </Modal>
      <Modal isOpen={state.kind === "migrating"} onOpenChange={ignore} isDismissable={false} width={400}>
        <Dialog title={MIGRATING_TITLE}>
          <div className={styles.waiting}>
            <Spinner />
          </div>
        </Dialog>
      </Modal>
      <ConfirmDialog
        isOpen={state.kind === "revert-confirm" || state.kind === "reverting"}
        title={REVERT_TITLE}
        text={REVERT_TEXT}
        confirmLabel={REVERT_CONFIRM}
        cancelLabel={REVERT_CANCEL}
        tone="danger"
        isPending={state.kind === "reverting"}
        onConfirm={onConfirmRevert}
        onCancel={onClose}
      />
      <Modal isOpen={state.kind === "reverted"} onOpenChange={(open) => (open ? undefined : onClose())} width={400}>
        <Dialog
          title={REVERTED_TITLE}
          footer={
            <Button onPress={onClose} autoFocus>
              {OK_LABEL}
            </Button>
          }
        >
          <p className={styles.text}>{REVERTED_TEXT}</p>
        </Dialog>
      </Modal>
    </>
  )
}
