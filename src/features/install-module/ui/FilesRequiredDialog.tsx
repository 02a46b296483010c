// The install stopped: the module's newer versions need theme files the portal does not hold yet.
import type { RequiredFile } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"

import styles from "./ModuleDialogs.module.css"

export interface FilesRequiredDialogProps {
  isOpen: boolean
  files: ReadonlyArray<RequiredFile>
  onClose: () => void
  /** Present only when the Files drawer exists. */
  onGoToFiles?: () => void
}

export function FilesRequiredDialog({ isOpen, files, onClose, onGoToFiles }: FilesRequiredDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} width={575}>
      <Dialog
        role="alertdialog"
        title="File updates required"
        footer={
          <>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
            {onGoToFiles ? <Button onPress={onGoToFiles}>Go to Files</Button> : null}
          </>
        }
      >
        <ul className={styles.files} aria-label="Required files">
          {files.map((file) => (
            <li key={file.path}>
              <span className={styles.fileName}>{file.name}</span> <span className={styles.filePath}>{file.path}</span> {file.version}
            </li>
          ))}
        </ul>
      </Dialog>
    </Modal>
  )
}
