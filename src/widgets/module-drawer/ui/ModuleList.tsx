// One list of modules with its loading, error and empty states; each row carries its action button.
import type { Module, Portal } from "@/shared/api"
import { ModuleRow } from "@/entities/module"
import { ModuleActionButton } from "@/features/install-module"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Spinner } from "@/shared/ui/spinner"
import type { ModuleListState } from "../model/useModuleList.ts"
import styles from "./ModuleDrawer.module.css"

export interface ModuleListProps {
  label: string
  list: ModuleListState
  portal: Pick<Portal, "id" | "agency">
  /** Rendered instead of an empty list; null renders nothing at all. */
  emptyText: string | null
}

export function ModuleList({ label, list, portal, emptyText }: ModuleListProps) {
  if (list.status === "loading") return <Spinner size="lg" label={`Loading ${label.toLowerCase()}…`} className={styles.spinner} />
  if (list.status === "failure") {
    return (
      <Alert type="danger" title={`${label} could not be loaded.`}>
        <p className={styles.errorText}>{list.error.message}</p>
        <Button size="sm" variant="secondary" onPress={list.reload}>
          Retry
        </Button>
      </Alert>
    )
  }
  if (list.data.length === 0) return emptyText === null ? null : <p className={styles.empty}>{emptyText}</p>
  return (
    <ul className={styles.list} aria-label={label}>
      {list.data.map((module: Module) => (
        <ModuleRow key={module.key} module={module} action={<ModuleActionButton module={module} portal={portal} onChanged={list.replace} />} />
      ))}
    </ul>
  )
}
