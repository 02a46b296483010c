// The portal's module groups above the module list, each installable in one batch.
import type { Duration } from "effect"
import { useApiQuery } from "@/shared/api"
import { ListItems, ListSection } from "@/shared/ui/list-panel"
import { ListRow } from "@/shared/ui/list-row"
import { listModuleGroups } from "../api/groupInstall.ts"
import { GroupInstallButton } from "./GroupInstallButton.tsx"

export interface ModuleGroupListProps {
  portalId: number
  isDisabled: boolean
  /** Called when a group's batch has ended (reload the module list). */
  onInstalled: () => void
  pollInterval?: Duration.DurationInput
}

export function ModuleGroupList({ portalId, isDisabled, onInstalled, pollInterval }: ModuleGroupListProps) {
  const groups = useApiQuery(`module-groups:${portalId}`, listModuleGroups(portalId))
  // Groups are a shortcut over the list below, which reports load failures itself.
  if (groups.status !== "success" || groups.data.length === 0) return null
  return (
    <ListSection heading="Module Groups">
      <ListItems label="Module Groups">
        {groups.data.map((group) => (
          <ListRow
            key={group.key}
            label={group.name}
            title={group.name}
            meta={`${group.module_keys.length} modules`}
            action={
              <GroupInstallButton
                group={group}
                portalId={portalId}
                isDisabled={isDisabled}
                onInstalled={onInstalled}
                {...(pollInterval === undefined ? {} : { pollInterval })}
              />
            }
          />
        ))}
      </ListItems>
    </ListSection>
  )
}
