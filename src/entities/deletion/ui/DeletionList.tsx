// What a delete takes, or took: the portals (children named with their parent), the work in
// progress (cancelled, once deleted), the layouts, the History entries and an agency's members left in no
// agency. A delete that takes nothing more than what was named says so.
import type { Deletion } from "@/shared/api"

import {
  CANCELLED_WORK_LABEL,
  childOf,
  GOES_HEADING,
  historyEntries,
  LAYOUTS_LABEL,
  MEMBERS_LABEL,
  NOTHING_ELSE,
  PORTALS_LABEL,
  WENT_HEADING,
  WORK_LABEL,
  workStatus
} from "../config/texts.ts"
import styles from "./DeletionDialogs.module.css"

export interface DeletionListProps {
  readonly deletion: Deletion
  /** 'preview': what would go; 'deleted': what went. */
  readonly tense: "preview" | "deleted"
  /** A portal delete names its portal already: nothing more than it is "nothing else". */
  readonly named?: number | undefined
}

export function DeletionList({ deletion, tense, named }: DeletionListProps) {
  const nameOf = new Map(deletion.portals.map((portal) => [portal.id, portal.name]))
  const onlyNamed = deletion.portals.every((portal) => portal.id === named)
  const empty =
    onlyNamed &&
    deletion.work.length === 0 &&
    deletion.layouts.length === 0 &&
    deletion.history_entries === 0 &&
    deletion.members.length === 0
  if (empty) return <p className={styles.nothing}>{NOTHING_ELSE}</p>
  const heading = tense === "preview" ? GOES_HEADING : WENT_HEADING
  return (
    <section className={styles.list} aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      {deletion.portals.length > 0 ? (
        <Group label={PORTALS_LABEL}>
          {deletion.portals.map((portal) => (
            <li key={portal.id}>
              {portal.name}
              {portal.parent_id === null ? null : (
                <span className={styles.note}> ({childOf(nameOf.get(portal.parent_id) ?? `#${portal.parent_id}`)})</span>
              )}
            </li>
          ))}
        </Group>
      ) : null}
      {deletion.work.length > 0 ? (
        <Group label={tense === "preview" ? WORK_LABEL : CANCELLED_WORK_LABEL} tone="warning">
          {deletion.work.map((work) => (
            <li key={work.batch_id}>
              {work.title} — {work.portal_name} <span className={styles.note}>({workStatus(work.status)})</span>
            </li>
          ))}
        </Group>
      ) : null}
      {deletion.layouts.length > 0 ? (
        <Group label={LAYOUTS_LABEL}>
          {deletion.layouts.map((layout) => (
            <li key={layout.id}>{layout.name}</li>
          ))}
        </Group>
      ) : null}
      {deletion.history_entries > 0 ? <p className={styles.count}>{historyEntries(deletion.history_entries)}</p> : null}
      {deletion.members.length > 0 ? (
        <Group label={MEMBERS_LABEL}>
          {deletion.members.map((member) => (
            <li key={member.id}>
              {member.name} <span className={styles.note}>({member.email})</span>
            </li>
          ))}
        </Group>
      ) : null}
    </section>
  )
}

function Group({ label, tone, children }: { label: string; tone?: "warning"; children: React.ReactNode }) {
  return (
    <div className={styles.group} data-tone={tone}>
      <p className={styles.label}>{label}</p>
      <ul className={styles.items} aria-label={label}>
        {children}
      </ul>
    </div>
  )
}
