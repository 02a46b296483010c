// One list of modules with its loading, error and empty states; each row carries Change Log, View Diff
// (members, while an upgrade waits) and its action button (guests: one that opens the Register modal).
import { ChangeLogButton, isIneligible, type ModuleAudience, moduleButtonLabel, ModuleRow } from "@/entities/module"
import { GuestActionButton } from "@/features/guest-action"
import { ModuleActionButton, ModuleDiffButton } from "@/features/install-module"
import type { Module, Portal } from "@/shared/api"
import { ListEmpty, ListError, ListItems, ListLoading } from "@/shared/ui/list-panel"

import type { ModuleListState } from "../model/useModuleList.ts"
import styles from "./ModuleList.module.css"

export interface ModuleListProps {
  label: string
  audience: ModuleAudience
  list: ModuleListState
  portal: Pick<Portal, "id" | "agency">
  /** Rendered instead of an empty list; null renders nothing at all. */
  emptyText: string | null
  /** Leave out the modules the portal's plan rules out (the drawer's "Hide ineligible modules"). */
  hideIneligible?: boolean
}

export function ModuleList({ label, audience, list, portal, emptyText, hideIneligible = false }: ModuleListProps) {
  if (list.status === "loading") return <ListLoading label={`Loading ${label.toLowerCase()}…`} />
  if (list.status === "failure")
    return <ListError title={`${label} could not be loaded.`} message={list.error.message} onRetry={list.reload} />
  const shown = hideIneligible ? list.data.filter((module) => !isIneligible(module)) : list.data
  if (shown.length === 0) return emptyText === null ? null : <ListEmpty>{emptyText}</ListEmpty>
  return (
    <ListItems label={label}>
      {shown.map((module: Module) => (
        <ModuleRow
          key={module.key}
          module={module}
          action={
            <span className={styles.actions}>
              <ChangeLogButton module={module} />
              {audience === "member" ? <ModuleDiffButton module={module} portalId={portal.id} /> : null}
              {audience === "guest" ? (
                // The guest demo: every install, buy or upgrade opens the Register modal instead.
                <GuestActionButton
                  label={module.button_state}
                  accessibleName={moduleButtonLabel(module)}
                  variant={module.button_state === "Installed" ? "secondary" : "primary"}
                  isDisabled={module.button_state === "Installed"}
                />
              ) : (
                <ModuleActionButton module={module} portal={portal} onChanged={list.replace} />
              )}
            </span>
          }
        />
      ))}
    </ListItems>
  )
}
