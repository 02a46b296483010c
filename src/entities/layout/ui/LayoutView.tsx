// An opened layout for people (not its raw JSON): name, when it was saved, and the modules, files and
// pages it holds; the caller supplies the actions (Apply).
import type { ReactNode } from "react"

import type { Layout } from "@/shared/api"
import { formatDate } from "@/shared/lib/date"
import { contentParts } from "@/shared/lib/item-content"
import { itemViewStyles as styles } from "@/shared/ui/item-view"

export interface LayoutViewProps {
  layout: Layout
  actions?: ReactNode
}

export function LayoutView({ layout, actions }: LayoutViewProps) {
  const parts = contentParts(layout.content)
  return (
    <section className={styles.view} aria-label={`Layout: ${layout.name}`}>
      <h2 className={styles.title}>
        <span className={styles.kind}>Layout</span> {layout.name}
      </h2>
      <dl className={styles.facts}>
        <dt>Saved</dt>
        <dd>{formatDate(layout.created_at, "detailed")}</dd>
        {layout.updated_at !== layout.created_at ? (
          <>
            <dt>Changed</dt>
            <dd>{formatDate(layout.updated_at, "detailed")}</dd>
          </>
        ) : null}
      </dl>
      <Parts modules={parts.modules} files={parts.files} pages={parts.pages} other={parts.other} />
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </section>
  )
}

function Parts({ modules, files, pages, other }: ReturnType<typeof contentParts>) {
  const groups = [
    { title: "Modules", items: modules },
    { title: "Files", items: files },
    { title: "Pages", items: pages }
  ].filter((group) => group.items.length > 0)
  if (groups.length === 0)
    return (
      <p className={styles.none}>
        {other > 0 ? `${other} saved settings; no modules, files or pages.` : "It holds no modules, files or pages."}
      </p>
    )
  return (
    <div className={styles.parts}>
      {groups.map((group) => (
        <section key={group.title} className={styles.part} aria-label={group.title}>
          <h3>
            {group.title} ({group.items.length})
          </h3>
          <ul>
            {group.items.map((item, index) => (
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
