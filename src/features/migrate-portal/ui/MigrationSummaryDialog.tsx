// How a migration or revert batch ended: the pages it moved (or reverted), each page that failed with
// the reason its job gave, and 'Retry failed pages'. A batch that could not be followed says its outcome
// is unknown. Only a migration with no failure is titled as complete; a revert with none shows
// 'Completed!' instead (MigrationDialogs).

import { Button } from "@/shared/ui/button"
import { Dialog, Modal, useLastShown } from "@/shared/ui/dialog"

import type { FailedPage } from "../lib/outcome.ts"
import {
  CLOSE_LABEL,
  FAILED_PAGES_LABEL,
  MIGRATED_TITLE,
  MIGRATION_ERROR_TITLE,
  MIGRATION_INCOMPLETE_TITLE,
  movedText,
  notMovedText,
  notRevertedText,
  RETRY_LABEL,
  REVERT_ERROR_TITLE,
  REVERT_INCOMPLETE_TITLE,
  revertedText,
  unknownOutcomeText
} from "../model/texts.ts"
import type { MigrationFlow } from "../model/useMigratePortal.ts"
import styles from "./MigrationDialogs.module.css"

export type MigrationSummary =
  | { readonly kind: "summary"; readonly flow: MigrationFlow; readonly succeeded: number; readonly failed: ReadonlyArray<FailedPage> }
  | { readonly kind: "error"; readonly flow: MigrationFlow; readonly message: string }

export interface MigrationSummaryDialogProps {
  summary: MigrationSummary | null
  onRetry: () => void
  onClose: () => void
}

const titleOf = (summary: MigrationSummary) => {
  if (summary.kind === "error") return summary.flow === "migrate" ? MIGRATION_ERROR_TITLE : REVERT_ERROR_TITLE
  if (summary.flow === "revert") return REVERT_INCOMPLETE_TITLE
  return summary.failed.length === 0 ? MIGRATED_TITLE : MIGRATION_INCOMPLETE_TITLE
}

function FailedPages({ flow, failed }: { flow: MigrationFlow; failed: ReadonlyArray<FailedPage> }) {
  if (failed.length === 0) return null
  return (
    <>
      <p className={styles.danger}>{flow === "migrate" ? notMovedText(failed.length) : notRevertedText(failed.length)}</p>
      <ul className={styles.pages} aria-label={FAILED_PAGES_LABEL}>
        {failed.map((page) => (
          <li key={page.id}>
            {page.name} <span className={styles.reason}>{page.reason}</span>
          </li>
        ))}
      </ul>
    </>
  )
}

function SummaryBody({ summary }: { summary: MigrationSummary }) {
  if (summary.kind === "error") return <p className={styles.danger}>{unknownOutcomeText(summary.message)}</p>
  return (
    <>
      <p className={styles.text}>
        {summary.flow === "migrate" ? movedText(summary.succeeded, summary.failed.length) : revertedText(summary.succeeded)}
      </p>
      <FailedPages flow={summary.flow} failed={summary.failed} />
    </>
  )
}

export function MigrationSummaryDialog({ summary, onRetry, onClose }: MigrationSummaryDialogProps) {
  // While the dialog closes it keeps showing what it showed.
  const shown = useLastShown(summary, summary !== null)
  const canRetry = shown?.kind === "summary" && shown.failed.length > 0
  return (
    <Modal isOpen={summary !== null} onOpenChange={(open) => (open ? undefined : onClose())} width={560}>
      {shown === null ? null : (
        <Dialog
          title={titleOf(shown)}
          footer={
            <>
              <Button variant={canRetry ? "secondary" : "primary"} onPress={onClose} autoFocus={!canRetry}>
                {CLOSE_LABEL}
              </Button>
              {canRetry ? (
                <Button onPress={onRetry} autoFocus>
                  {RETRY_LABEL}
                </Button>
              ) : null}
            </>
          }
        >
          <SummaryBody summary={shown} />
        </Dialog>
      )}
    </Modal>
  )
}
