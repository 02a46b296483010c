// 'Migrating Page' (spec 1 section 4) or 'Reverting Pages' while the batch runs: pages ended out of all,
// a spinner until the batch is first read. It cannot be dismissed: the work goes on regardless.
import { Dialog, Modal } from "@/shared/ui/dialog"
import { ProgressBar, Spinner } from "@/shared/ui/spinner"

import { MIGRATING_TITLE, PROGRESS_LABEL, REVERTING_TITLE } from "../model/texts.ts"
import type { MigrationFlow } from "../model/useMigratePortal.ts"
import styles from "./MigrationDialogs.module.css"

export interface MigrationProgressDialogProps {
  isOpen: boolean
  flow: MigrationFlow
  done: number
  total: number | null
}

const ignore = () => undefined

export function MigrationProgressDialog({ isOpen, flow, done, total }: MigrationProgressDialogProps) {
  const title = flow === "migrate" ? MIGRATING_TITLE : REVERTING_TITLE
  return (
    <Modal isOpen={isOpen} onOpenChange={ignore} isDismissable={false} width={400}>
      <Dialog title={title}>
        <div className={styles.waiting}>
          {total === null ? (
            <Spinner label={title} />
          ) : (
            <ProgressBar value={done} maxValue={total} label={PROGRESS_LABEL} showValueLabel className={styles.progress} />
          )}
        </div>
      </Dialog>
    </Modal>
  )
}
