// A page template drawer (Website Pages, Landing Pages, System Templates, Blogs; spec 2 section 2):
// search (1 s debounce), spinner while loading, and the card grid with each card's install control.
import type { Duration } from "effect"
import { useAtomValue } from "jotai"
import { useState } from "react"

import { isSuspended, SUSPENDED_EXPLANATION } from "@/entities/agency"
import { type PageTemplateAudience, usePageTemplateList } from "@/entities/page-template"
import { useOpenPortal } from "@/entities/portal"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { payingAgency } from "@/features/install-module"
import type { Portal } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"
import { Alert } from "@/shared/ui/alert"
import { Drawer } from "@/shared/ui/drawer"
import { ListPanel } from "@/shared/ui/list-panel"
import { TextField } from "@/shared/ui/text-field"

import { PAGE_TEMPLATE_DRAWERS, type PageTemplatesDrawerConfig, type PageTemplatesDrawerName } from "../config/drawers.ts"
import { PageTemplateList } from "./PageTemplateList.tsx"

export interface PageTemplatesDrawerProps {
  name: PageTemplatesDrawerName
  /** guest: the demo portal's templates through the guest call; installs open the Register modal. */
  audience?: PageTemplateAudience
  /** How often an install batch is polled (spec: 5 seconds); stories and tests shorten it. */
  pollInterval?: Duration.DurationInput
}

export function PageTemplatesDrawer({ name, audience = "member", pollInterval }: PageTemplatesDrawerProps) {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  const config = PAGE_TEMPLATE_DRAWERS[name]
  return (
    <Drawer name={name} title={config.title}>
      {portal === null ? null : (
        <DrawerBody key={portal.id} config={config} audience={audience} portal={portal} pollInterval={pollInterval} />
      )}
    </Drawer>
  )
}

interface DrawerBodyProps {
  config: PageTemplatesDrawerConfig
  audience: PageTemplateAudience
  portal: Portal
  pollInterval: Duration.DurationInput | undefined
}

function DrawerBody({ config, audience, portal, pollInterval }: DrawerBodyProps) {
  const user = useAtomValue(currentUserAtom)
  const [keyword, setKeyword] = useState("")
  const searched = useDebouncedValue(keyword)
  const list = usePageTemplateList({ portalId: portal.id, type: config.type, keyword: searched, audience })
  const suspended = isSuspended(payingAgency(user, portal))

  return (
    <ListPanel>
      {suspended ? <Alert type="warning">{SUSPENDED_EXPLANATION}</Alert> : null}
      <TextField label={`Search ${config.title.toLowerCase()}`} type="search" value={keyword} onChange={setKeyword} />
      <PageTemplateList
        label={config.title}
        audience={audience}
        list={list}
        portal={portal}
        hasPreview={config.hasPreview}
        isDisabled={user === null || suspended}
        pollInterval={pollInterval}
      />
    </ListPanel>
  )
}
