// 'Migrate' (spec 1 section 4): says in a sentence what migrating does, lists the pages that would move
// (each chosen at first; the user may leave some out), Next and Cancel; neither an outside click nor
// Escape dismisses it. While the pages load it shows a spinner: 'There are no pages to migrate.' only
// when the list has come back empty. Next needs a chosen page when there are pages to choose from.
import { useState } from "react"

import { Button } from "@/shared/ui/button"
import { Checkbox } from "@/shared/ui/checkbox"
import { Dialog, Modal, useLastShown } from "@/shared/ui/dialog"
import { Spinner } from "@/shared/ui/spinner"

import type { MigrationPage } from "../api/migration.ts"
import {
  CANCEL_LABEL,
  LOADING_PAGES,
  MIGRATE_INTRO,
  MIGRATE_TITLE,
  NEXT_LABEL,
  NO_PAGES,
  NONE_CHOSEN,
  SOME_LEFT_OUT
} from "../model/texts.ts"
import styles from "./MigrationDialogs.module.css"

export interface MigrateConfirmDialogProps {
  isOpen: boolean
  /** null while the pages load (or once the dialog closes). */
  pages: ReadonlyArray<MigrationPage> | null
  /** The chosen pages (every page, when there are none to choose from). */
  onNext: (pages: ReadonlyArray<MigrationPage>) => void
  onCancel: () => void
}

const ignore = () => undefined

interface PageChoiceProps {
  pages: ReadonlyArray<MigrationPage>
  chosen: ReadonlySet<string>
  onChange: (chosen: ReadonlySet<string>) => void
}

function PageChoice({ pages, chosen, onChange }: PageChoiceProps) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(id)
    else next.delete(id)
    onChange(next)
  }
  return (
    <>
      <Checkbox isSelected={chosen.size === pages.length} onChange={(on) => onChange(new Set(on ? pages.map((page) => page.id) : []))}>
        {`All pages (${chosen.size} of ${pages.length} chosen)`}
      </Checkbox>
      <ul className={styles.pages} aria-label="Pages to migrate">
        {pages.map((page) => (
          <li key={page.id}>
            <Checkbox isSelected={chosen.has(page.id)} onChange={(on) => toggle(page.id, on)}>
              <span>
                {page.name} <span className={styles.path}>{page.new_template_path}</span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
      {chosen.size === 0 ? (
        <p className={styles.note}>{NONE_CHOSEN}</p>
      ) : chosen.size < pages.length ? (
        <p className={styles.note}>{SOME_LEFT_OUT}</p>
      ) : null}
    </>
  )
}

export function MigrateConfirmDialog({ isOpen, pages, onNext, onCancel }: MigrateConfirmDialogProps) {
  // While the dialog closes (after Next or Cancel) it keeps showing the list it showed.
  const shown = useLastShown(pages, isOpen)
  // Every page is chosen when a list arrives; the user may then leave some out.
  const [chosen, setChosen] = useState<{ for: ReadonlyArray<MigrationPage> | null; ids: ReadonlySet<string> }>({
    for: null,
    ids: new Set()
  })
  const ids = chosen.for === shown ? chosen.ids : new Set((shown ?? []).map((page) => page.id))
  const choose = (next: ReadonlySet<string>) => setChosen({ for: shown, ids: next })
  const hasPages = shown !== null && shown.length > 0
  return (
    <Modal isOpen={isOpen} onOpenChange={ignore} isDismissable={false} width={600}>
      <Dialog
        title={MIGRATE_TITLE}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              {CANCEL_LABEL}
            </Button>
            <Button
              onPress={() => onNext((shown ?? []).filter((page) => ids.has(page.id)))}
              isDisabled={shown === null || (hasPages && ids.size === 0)}
              autoFocus
            >
              {NEXT_LABEL}
            </Button>
          </>
        }
      >
        <p className={styles.text}>{MIGRATE_INTRO}</p>
        {shown === null ? (
          <div className={styles.waiting}>
            <Spinner label={LOADING_PAGES} />
          </div>
        ) : shown.length === 0 ? (
          <p className={styles.text}>{NO_PAGES}</p>
        ) : (
          <PageChoice pages={shown} chosen={ids} onChange={choose} />
        )}
      </Dialog>
    </Modal>
  )
}
