// The dialogs of the migration flows (spec 1 section 4), one per state of useMigratePortal: 'Migrate'
// (loading, pages), progress, the outcome summary, 'Are you sure?' and 'Completed!'.
import { Button } from "@/shared/ui/button"
import { ConfirmDialog, Dialog, Modal } from "@/shared/ui/dialog"

import type { MigrationPage } from "../api/migration.ts"
import { OK_LABEL, REVERT_CANCEL, REVERT_CONFIRM, REVERT_TEXT, REVERT_TITLE, REVERTED_TEXT, REVERTED_TITLE } from "../model/texts.ts"
import type { MigrationState } from "../model/useMigratePortal.ts"
import { MigrateConfirmDialog } from "./MigrateConfirmDialog.tsx"
import styles from "./MigrationDialogs.module.css"
import { MigrationProgressDialog } from "./MigrationProgressDialog.tsx"
import { MigrationSummaryDialog } from "./MigrationSummaryDialog.tsx"

export interface MigrationDialogsProps {
  state: MigrationState
  /** The pages chosen in 'Migrate'. */
  onNext: (pages: ReadonlyArray<MigrationPage>) => void
  onConfirmRevert: () => void
  onRetry: () => void
  onClose: () => void
}

export function MigrationDialogs({ state, onNext, onConfirmRevert, onRetry, onClose }: MigrationDialogsProps) {
  return (
    <>
      <MigrateConfirmDialog
        isOpen={state.kind === "loading" || state.kind === "confirm"}
        pages={state.kind === "confirm" ? state.pages : null}
        onNext={onNext}
        onCancel={onClose}
      />
      <MigrationProgressDialog
        isOpen={state.kind === "progress"}
        flow={state.kind === "progress" ? state.flow : "migrate"}
        done={state.kind === "progress" ? state.done : 0}
        total={state.kind === "progress" ? state.total : null}
      />
      <MigrationSummaryDialog
        summary={state.kind === "summary" || state.kind === "error" ? state : null}
        onRetry={onRetry}
        onClose={onClose}
      />
      <ConfirmDialog
        isOpen={state.kind === "revert-confirm"}
        title={REVERT_TITLE}
        text={REVERT_TEXT}
        confirmLabel={REVERT_CONFIRM}
        cancelLabel={REVERT_CANCEL}
        tone="danger"
        isPending={state.kind === "revert-confirm" && state.starting}
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
