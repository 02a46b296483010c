// One list of modules with its loading, error and empty states; each row carries its action button.
import type { Module, Portal } from "@/shared/api"
import { ModuleRow } from "@/entities/module"
import { ModuleActionButton } from "@/features/install-module"
import { ListEmpty, ListError, ListItems, ListLoading } from "@/shared/ui/list-panel"
import type { ModuleListState } from "../model/useModuleList.ts"

export interface ModuleListProps {
  label: string
  list: ModuleListState
  portal: Pick<Portal, "id" | "agency">
  /** Rendered instead of an empty list; null renders nothing at all. */
  emptyText: string | null
}

export function ModuleList({ label, list, portal, emptyText }: ModuleListProps) {
  if (list.status === "loading") return <ListLoading label={`Loading ${label.toLowerCase()}…`} />
  if (list.status === "failure") return <ListError title={`${label} could not be loaded.`} message={list.error.message} onRetry={list.reload} />
  if (list.data.length === 0) return emptyText === null ? null : <ListEmpty>{emptyText}</ListEmpty>
  return (
    <ListItems label={label}>
      {list.data.map((module: Module) => (
        <ModuleRow key={module.key} module={module} action={<ModuleActionButton module={module} portal={portal} onChanged={list.replace} />} />
      ))}
    </ListItems>
  )
}
