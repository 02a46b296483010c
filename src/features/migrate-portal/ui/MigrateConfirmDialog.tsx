// 'Migrate' (spec 1 section 4): the pages that would move, Next and Cancel; neither an outside click nor
// Escape dismisses it. While the pages load it shows a spinner: 'There are no pages to migrate.' only
// when the list has come back empty.
import { useRef } from "react"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"
import type { MigrationPage } from "../api/migration.ts"
import { CANCEL_LABEL, LOADING_PAGES, MIGRATE_TITLE, NEXT_LABEL, NO_PAGES } from "../model/texts.ts"
import styles from "./MigrationDialogs.module.css"

export interface MigrateConfirmDialogProps {
  isOpen: boolean
  /** null while the pages load (or once the dialog closes). */
  pages: ReadonlyArray<MigrationPage> | null
  onNext: () => void
  onCancel: () => void
}

const ignore = () => undefined

function PageList({ pages }: { pages: ReadonlyArray<MigrationPage> | null }) {
  if (pages === null) {
    return (
      <div className={styles.waiting}>
        <Spinner label={LOADING_PAGES} />
      </div>
    )
  }
  if (pages.length === 0) return <p className={styles.text}>{NO_PAGES}</p>
  return (
    <ul className={styles.pages} aria-label="Pages to migrate">
      {pages.map((page) => (
        <li key={page.id}>
          {page.name} <span className={styles.path}>{page.new_template_path}</span>
        </li>
      ))}
    </ul>
  )
}

export function MigrateConfirmDialog({ isOpen, pages, onNext, onCancel }: MigrateConfirmDialogProps) {
  // While the dialog closes (after Next or Cancel) it keeps showing the list it showed.
  const last = useRef(pages)
  if (isOpen) last.current = pages
  const shown = isOpen ? pages : last.current
  return (
    <Modal isOpen={isOpen} onOpenChange={ignore} isDismissable={false} width={560}>
      <Dialog
        title={MIGRATE_TITLE}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              {CANCEL_LABEL}
            </Button>
            <Button onPress={onNext} isDisabled={shown === null} autoFocus>
              {NEXT_LABEL}
            </Button>
          </>
        }
      >
        <PageList pages={shown} />
      </Dialog>
    </Modal>
  )
}
