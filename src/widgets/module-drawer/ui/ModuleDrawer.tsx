// The Modules drawer (spec 2 section 2): search (1 s debounce; it narrows the groups too), category filter,
// the portal's module groups, its modules and its test modules, each with Change Log, View Diff (when an upgrade waits)
// and the button of the install-module feature (guests: the guest action, which opens Register).
// A suspended agency is told why the buttons are off.
import type { Duration } from "effect"
import { useAtomValue } from "jotai"
import { useState } from "react"

import { isSuspended, SUSPENDED_EXPLANATION } from "@/entities/agency"
import { MODULE_FILTERS, type ModuleAudience, type ModuleCategory } from "@/entities/module"
import { useOpenPortal } from "@/entities/portal"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { GuestActionButton } from "@/features/guest-action"
import { payingAgency } from "@/features/install-module"
import { groupButtonLabel, ModuleGroupList } from "@/features/install-module-group"
import type { ModuleGroup, Portal } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { Checkbox } from "@/shared/ui/checkbox"
import { Drawer } from "@/shared/ui/drawer"
import { ListPanel, ListSection, ListToolbar } from "@/shared/ui/list-panel"
import { TextField } from "@/shared/ui/text-field"

import { useModuleList } from "../model/useModuleList.ts"
import { ModuleList } from "./ModuleList.tsx"

export interface ModuleDrawerProps {
  audience: ModuleAudience
  /** How often a running group install is polled (spec: 5 seconds); stories and tests shorten it. */
  groupPollInterval?: Duration.DurationInput
}

export function ModuleDrawer({ audience, groupPollInterval }: ModuleDrawerProps) {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  return (
    <Drawer name="module" title="Modules">
      {portal === null ? null : (
        <ModuleDrawerBody key={portal.id} audience={audience} portal={portal} groupPollInterval={groupPollInterval} />
      )}
    </Drawer>
  )
}

/** What a member would see on the group's button; installed or unavailable groups stay disabled, as for members. */
const guestGroupAction = (group: ModuleGroup) => (
  <GuestActionButton
    label={group.button_state}
    accessibleName={groupButtonLabel(group, group.button_state)}
    variant={group.installed ? "secondary" : "primary"}
    isDisabled={group.installed || !group.is_available}
  />
)

interface ModuleDrawerBodyProps {
  audience: ModuleAudience
  portal: Portal
  groupPollInterval: Duration.DurationInput | undefined
}

function ModuleDrawerBody({ audience, portal, groupPollInterval }: ModuleDrawerBodyProps) {
  const user = useAtomValue(currentUserAtom)
  const [keyword, setKeyword] = useState("")
  const [category, setCategory] = useState<ModuleCategory | null>(null)
  // Spec 2 section 4: the hide event hides the modules the portal's plan rules out.
  const [hideIneligible, setHideIneligible] = useState(false)
  const searched = useDebouncedValue(keyword)
  const query = { audience, portalId: portal.id, keyword: searched, category }
  const modules = useModuleList({ ...query, type: "modules" })
  const testModules = useModuleList({ ...query, type: "test-module" })
  const suspended = isSuspended(payingAgency(user, portal))

  return (
    <ListPanel>
      {suspended ? <Alert type="warning">{SUSPENDED_EXPLANATION}</Alert> : null}
      <TextField label="Search modules" type="search" value={keyword} onChange={setKeyword} />
      <ListToolbar label="Filter modules">
        {MODULE_FILTERS.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={filter.category === category ? "primary" : "secondary"}
            aria-pressed={filter.category === category}
            onPress={() => setCategory(filter.category)}
          >
            {filter.label}
          </Button>
        ))}
      </ListToolbar>
      <Checkbox isSelected={hideIneligible} onChange={setHideIneligible}>
        Hide ineligible modules
      </Checkbox>
      {audience === "member" ? (
        <ModuleGroupList
          portalId={portal.id}
          keyword={searched}
          isDisabled={user === null || suspended}
          onInstalled={modules.reload}
          {...(groupPollInterval === undefined ? {} : { pollInterval: groupPollInterval })}
        />
      ) : (
        // The guest demo: the demo portal's groups, each Install Module opening the Register modal.
        <ModuleGroupList audience="guest" portalId={portal.id} keyword={searched} renderGuestAction={guestGroupAction} />
      )}
      <ModuleList
        label="Modules"
        audience={audience}
        list={modules}
        portal={portal}
        emptyText="No modules found."
        hideIneligible={hideIneligible}
      />
      {testModules.status === "success" && testModules.data.length === 0 ? null : (
        <ListSection heading="Test Modules">
          <ModuleList
            label="Test Modules"
            audience={audience}
            list={testModules}
            portal={portal}
            emptyText={null}
            hideIneligible={hideIneligible}
          />
        </ListSection>
      )}
    </ListPanel>
  )
}
