// One theme file in the Files drawer: name, folder, the portal's and the newest version, and the action
// the caller supplies.
import type { ReactNode } from "react"
import type { ThemeFile } from "@/shared/api"
import styles from "./FileRow.module.css"

export interface FileRowProps {
  file: ThemeFile
  /** The button (manage-files feature) or nothing for read-only lists. */
  action?: ReactNode
}

export function FileRow({ file, action }: FileRowProps) {
  return (
    <li className={styles.row} aria-label={file.path}>
      <div className={styles.main}>
        <span className={styles.name}>{file.name}</span>
        <span className={styles.meta}>
          <span>{file.parent_path === "" ? "/" : file.parent_path}</span>
          <span>Version {file.current_version}</span>
          <span>Installed {file.hubspot_version}</span>
        </span>
      </div>
      {action !== undefined ? <div className={styles.action}>{action}</div> : null}
    </li>
  )
}
