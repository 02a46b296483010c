// One module in the Modules drawer: name, padlock, category, versions, and the action the caller supplies.
import type { ReactNode } from "react"
import type { Module } from "@/shared/api"
import { categoryLabel } from "../lib/filters.ts"
import styles from "./ModuleRow.module.css"
import { PadLock } from "./PadLock.tsx"

export interface ModuleRowProps {
  module: Module
  /** The button (install-module feature) or nothing for read-only lists. */
  action?: ReactNode
}

export function ModuleRow({ module, action }: ModuleRowProps) {
  return (
    <li className={styles.row} aria-label={module.name}>
      <div className={styles.main}>
        <span className={styles.name}>
          {module.pad_lock !== null ? <PadLock tier={module.pad_lock} /> : null}
          {module.name}
        </span>
        <span className={styles.meta}>
          <span>{categoryLabel(module.module_category)}</span>
          <span>Version {module.current_version}</span>
          <span>Installed {module.installed_version}</span>
          {module.upgradeable_type === "major" && module.upgradeable ? <span className={styles.major}>Major update</span> : null}
        </span>
      </div>
      {action !== undefined ? <div className={styles.action}>{action}</div> : null}
    </li>
  )
}
