// The Layouts drawer (spec 2 section 2): search (1 s debounce), sort (ascending first), infinite scroll
// 25 at a time, Apply per layout (to the open portal; not offered for an empty one) and Delete (its
// author's and the admins' only); opening one goes to /portals-main/{portalId}/{layoutId}/1.
// The History drawer opens from here: the editor bar lists Layouts only (spec 1 section 2). 'Save as layout'
// saves the portal's setup (its modules and theme files) as a new layout.
import { useRouter } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useState } from "react"

import { type Layout, layoutEditorPath, LayoutRow } from "@/entities/layout"
import { useOpenPortal } from "@/entities/portal"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { DeleteLayoutButton, mayDeleteLayout } from "@/features/delete-layout"
import { ApplyLayoutButton, SaveLayoutForm } from "@/features/layout-actions"
import type { Portal } from "@/shared/api"
import { useDebouncedValue } from "@/shared/lib/debounce"
import { Button } from "@/shared/ui/button"
import { Checkbox } from "@/shared/ui/checkbox"
import { Drawer, useDrawer } from "@/shared/ui/drawer"
import { SortToggle } from "@/shared/ui/infinite-list"
import { InfiniteListPanel } from "@/shared/ui/list-panel"
import { TextField } from "@/shared/ui/text-field"

import { useLayoutList } from "../model/useLayoutList.ts"
import styles from "./LayoutsDrawer.module.css"

const SORT_LABELS = { asc: "Sort: A → Z", desc: "Sort: Z → A" } as const
const ALL_PORTALS_LABEL = "Layouts of all the agency's portals"

export function LayoutsDrawer() {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  return (
    <Drawer name="layout" title="Layouts">
      {portal === null ? null : <LayoutsDrawerBody key={portal.id} portal={portal} />}
    </Drawer>
  )
}

function LayoutsDrawerBody({ portal }: { portal: Portal }) {
  const router = useRouter()
  const drawer = useDrawer()
  const [keyword, setKeyword] = useState("")
  const [direction, setDirection] = useState<"asc" | "desc">("asc")
  // Agency admins and super admins may list the layouts of every portal of the agency, to apply one here.
  const { isAdmin, isAgencyAdmin } = useAtomValue(roleFlagsAtom)
  const user = useAtomValue(currentUserAtom)
  const agencyId = isAdmin || isAgencyAdmin ? (portal.agency?.id ?? null) : null
  const [wholeAgency, setWholeAgency] = useState(false)
  const list = useLayoutList({
    portalId: portal.id,
    keyword: useDebouncedValue(keyword),
    direction,
    agencyId: wholeAgency ? agencyId : null
  })

  const open = (layout: Layout) => {
    drawer.close()
    void router.navigate({ href: layoutEditorPath(portal.id, layout.id) })
  }

  return (
    <InfiniteListPanel
      list={list}
      label="Layouts"
      errorTitle="Layouts could not be loaded."
      emptyText="No layouts found."
      toolbar={
        <>
          <TextField label="Search layouts" type="search" value={keyword} onChange={setKeyword} />
          <SortToggle direction={direction} onChange={setDirection} labels={SORT_LABELS} />
          <Button size="sm" variant="secondary" onPress={() => drawer.open("history")}>
            History
          </Button>
          {agencyId === null ? null : (
            <Checkbox isSelected={wholeAgency} onChange={setWholeAgency}>
              {ALL_PORTALS_LABEL}
            </Checkbox>
          )}
          <SaveLayoutForm portal={portal} onSaved={list.reload} />
        </>
      }
      renderRow={(layout) => (
        <LayoutRow
          key={layout.id}
          layout={layout}
          onOpen={open}
          showPortal={layout.portal_id !== portal.id}
          action={
            <div className={styles.actions}>
              <ApplyLayoutButton layout={layout} portal={portal} size="row" />
              {mayDeleteLayout(user, layout) ? <DeleteLayoutButton layout={layout} onDeleted={list.reload} /> : null}
            </div>
          }
        />
      )}
    />
  )
}
