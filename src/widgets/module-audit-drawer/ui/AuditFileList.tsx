// The audited files grouped by their module or theme file, each with its state; a changed file is a button
// that opens its diff. Coming back from a diff puts the focus on the file that was open.
import { useEffect, useRef } from "react"

import { type AuditFile, type AuditFileGroup, AuditStateBadge, isAuditChange } from "@/entities/audit"

import styles from "./ModuleAuditDrawer.module.css"

export interface AuditFileListProps {
  groups: ReadonlyArray<AuditFileGroup>
  focusPath: string | null
  onOpen: (file: AuditFile) => void
}

const KIND_LABELS = { module: "Module", "theme-file": "Theme file" } as const

export function AuditFileList({ groups, focusPath, onOpen }: AuditFileListProps) {
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusPath === null) return
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-path]") ?? []
    Array.from(buttons)
      .find((button) => button.dataset.path === focusPath)
      ?.focus()
  }, [focusPath])
  return (
    <div ref={listRef} className={styles.groups}>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-label={group.name}>
          <h3 className={styles.groupName}>
            {group.name}
            <span className={styles.groupMeta}>
              {KIND_LABELS[group.kind]}
              {group.installedVersion === null ? null : ` · installed ${group.installedVersion}`}
            </span>
          </h3>
          <ul className={styles.files} aria-label={`${group.name} files`}>
            {group.files.map((file) => (
              <FileRow key={file.path} file={file} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function FileRow({ file, onOpen }: { file: AuditFile; onOpen: (file: AuditFile) => void }) {
  const content = (
    <>
      <span className={styles.path}>{file.path}</span>
      <AuditStateBadge state={file.state} />
    </>
  )
  return (
    <li className={styles.file} data-state={file.state}>
      {isAuditChange(file.state) ? (
        <button type="button" className={`${styles.fileMain} ${styles.open}`} data-path={file.path} onClick={() => onOpen(file)}>
          {content}
        </button>
      ) : (
        <div className={styles.fileMain}>{content}</div>
      )}
    </li>
  )
}
