// The portal's module groups above the module list, each installable in one batch. Guests see the
// demo portal's groups (through the guest call) with the action the widget passes in instead of the
// install button: nothing is installed from here as a guest.
import type { Duration } from "effect"
import type { ReactNode } from "react"
import type { ModuleGroup } from "@/shared/api"
import { queryKey, useApiQuery } from "@/shared/api"
import { ListItems, ListSection } from "@/shared/ui/list-panel"
import { ListRow } from "@/shared/ui/list-row"
import { listModuleGroups } from "../api/groupInstall.ts"
import { GroupInstallButton } from "./GroupInstallButton.tsx"

export interface MemberModuleGroupListProps {
  audience?: "member"
  portalId: number
  isDisabled: boolean
  /** Called when a group's batch has ended (reload the module list). */
  onInstalled: () => void
  pollInterval?: Duration.DurationInput
}

export interface GuestModuleGroupListProps {
  audience: "guest"
  portalId: number
  /** The guest's stand-in for a group's Install Module button (the guest demo's Register action). */
  renderGuestAction: (group: ModuleGroup) => ReactNode
}

export type ModuleGroupListProps = MemberModuleGroupListProps | GuestModuleGroupListProps

export function ModuleGroupList(props: ModuleGroupListProps) {
  const { portalId } = props
  const audience = props.audience ?? "member"
  const groups = useApiQuery(queryKey("module-groups", audience, portalId), listModuleGroups(portalId, audience))
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
            action={props.audience === "guest" ? props.renderGuestAction(group) : (
              <GroupInstallButton
                group={group}
                portalId={portalId}
                isDisabled={props.isDisabled}
                onInstalled={props.onInstalled}
                {...(props.pollInterval === undefined ? {} : { pollInterval: props.pollInterval })}
              />
            )}
          />
        ))}
      </ListItems>
    </ListSection>
  )
}
