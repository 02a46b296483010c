// The portal's module groups above the module list, each installable in one batch, with each module's
// result told (GroupRow). The drawer's search narrows them too, by the group's name or its modules'
// names. Guests see the demo portal's groups (through the guest call) with the action the widget passes
// in instead of the install controls: nothing is installed from here as a guest.
import type { Duration } from "effect"
import { type ReactNode, useCallback } from "react"

import { moduleGroupKeys } from "@/entities/module"
import type { ModuleGroup } from "@/shared/api"
import { apiQueryOptions, useApiQuery } from "@/shared/api"
import { ListItems, ListSection } from "@/shared/ui/list-panel"

import { listModuleGroups } from "../api/groupInstall.ts"
import { groupMatches } from "../lib/members.ts"
import { GroupRow, GuestGroupRow } from "./GroupRow.tsx"

interface SharedProps {
  portalId: number
  /** The drawer's search (already debounced): groups matching neither by name nor by a module's name are hidden. */
  keyword?: string
}

export interface MemberModuleGroupListProps extends SharedProps {
  audience?: "member"
  isDisabled: boolean
  /** Called when a group's batch has ended (reload the module list). */
  onInstalled: () => void
  pollInterval?: Duration.DurationInput
}

export interface GuestModuleGroupListProps extends SharedProps {
  audience: "guest"
  /** The guest's stand-in for a group's Install Module button (the guest demo's Register action). */
  renderGuestAction: (group: ModuleGroup) => ReactNode
}

export type ModuleGroupListProps = MemberModuleGroupListProps | GuestModuleGroupListProps

export function ModuleGroupList(props: ModuleGroupListProps) {
  const { portalId, keyword = "" } = props
  const audience = props.audience ?? "member"
  // The cache keeps the groups on screen while they load again after an install, so the rows (and the
  // focus on a group's outcome) are not torn down.
  const groups = useApiQuery(apiQueryOptions(moduleGroupKeys.list(portalId, audience), listModuleGroups(portalId, audience)))
  const shown = groups.status === "success" ? groups.data : null
  const parentInstalled = props.audience === "guest" ? undefined : props.onInstalled
  const { setData } = groups
  // The groups read back after a batch become the cached answer at once, before the row tells the outcome.
  const onInstalled = useCallback(
    (readBack: ReadonlyArray<ModuleGroup>) => {
      setData(() => readBack)
      parentInstalled?.()
    },
    [parentInstalled, setData]
  )
  // Groups are a shortcut over the list below, which reports load failures itself.
  if (shown === null || shown.length === 0) return null
  // Rows a search hides stay mounted (hidden), so an install running in one is still followed.
  const matching = new Set(shown.filter((group) => groupMatches(group, keyword)).map((group) => group.key))
  return (
    <div hidden={matching.size === 0}>
      <ListSection heading="Module Groups">
        <ListItems label="Module Groups">
          {shown.map((group) =>
            props.audience === "guest" ? (
              <GuestGroupRow key={group.key} group={group} hidden={!matching.has(group.key)} action={props.renderGuestAction(group)} />
            ) : (
              <GroupRow
                key={group.key}
                group={group}
                portalId={portalId}
                isDisabled={props.isDisabled}
                hidden={!matching.has(group.key)}
                onInstalled={onInstalled}
                {...(props.pollInterval === undefined ? {} : { pollInterval: props.pollInterval })}
              />
            )
          )}
        </ListItems>
      </ListSection>
    </div>
  )
}
