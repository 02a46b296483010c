// One module in the Modules drawer: name, padlock, category, versions, and the action the caller supplies.
import type { ReactNode } from "react"

import type { Module } from "@/shared/api"
import { ListRow } from "@/shared/ui/list-row"
import { PadLock } from "@/shared/ui/padlock"

import { categoryLabel } from "../lib/filters.ts"
import styles from "./ModuleRow.module.css"

export interface ModuleRowProps {
  module: Module
  /** The button (install-module feature) or nothing for read-only lists. */
  action?: ReactNode
}

export function ModuleRow({ module, action }: ModuleRowProps) {
  return (
    <ListRow
      label={module.name}
      title={
        <>
          {module.pad_lock !== null ? <PadLock tier={module.pad_lock} size={14} /> : null}
          {module.name}
        </>
      }
      meta={
        <>
          <span>{categoryLabel(module.module_category)}</span>
          <span>Version {module.current_version}</span>
          <span>Installed {module.installed_version}</span>
          {module.upgradeable_type === "major" && module.upgradeable ? <span className={styles.major}>Major update</span> : null}
        </>
      }
      action={action}
    />
  )
}
