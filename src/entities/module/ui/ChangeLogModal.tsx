// The Change Log modal (spec 2 section 2): a module's versions, newest first, each with its message and
// the theme files it requires.
import type { Module } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"

import { newestFirst } from "../lib/changeLog.ts"
import styles from "./ChangeLog.module.css"

export interface ChangeLogModalProps {
  module: Pick<Module, "name" | "change_log" | "installed_version">
  onClose: () => void
}

export function ChangeLogModal({ module, onClose }: ChangeLogModalProps) {
  const entries = newestFirst(module.change_log)
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} width={575}>
      <Dialog
        title="Change Log"
        footer={
          <Button variant="secondary" onPress={onClose} autoFocus>
            Close
          </Button>
        }
      >
        <p className={styles.module}>{module.name}</p>
        {entries.length === 0 ? (
          <p className={styles.muted}>No versions recorded.</p>
        ) : (
          <ol className={styles.entries} aria-label={`${module.name} versions`}>
            {entries.map((entry) => (
              <li key={entry.ver} className={styles.entry} aria-label={`Version ${entry.ver}`}>
                <span className={styles.version}>
                  Version {entry.ver}
                  {entry.ver === module.installed_version ? <span className={styles.installed}> (installed)</span> : null}
                </span>
                <span>{entry.message}</span>
                {entry.requires.length > 0 ? (
                  <span className={styles.muted}>
                    Requires files: <span className={styles.paths}>{entry.requires.join(", ")}</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Dialog>
    </Modal>
  )
}
