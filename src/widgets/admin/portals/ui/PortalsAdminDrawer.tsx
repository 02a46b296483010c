// The super admin's Portals drawer (spec 2 section 2): a list view and an edit view; Save or Cancel
// returns to the list, which reloads. Delete and Delete SR ask first; Delete lists what goes with the
// portal (child portals, running work, layouts, History entries) and, while work runs, offers to cancel it.
import { useState } from "react"

import { DeletionDialogs, useConfirmDeletion } from "@/entities/deletion"
import { layoutKeys } from "@/entities/layout"
import { portalKeys } from "@/entities/portal"
import { useListFocus } from "@/shared/lib/focus"
import { DeleteDialogs } from "@/shared/ui/dialog"
import { Drawer } from "@/shared/ui/drawer"

import { deleteAdminPortal, portalDeletion } from "../api/adminPortals.ts"
import { DELETE_TEXTS, DELETED_TITLE, PORTAL_DELETED } from "../config/texts.ts"
import { usePortalDeletion } from "../model/usePortalDeletion.ts"
import { usePortalList } from "../model/usePortalList.ts"
import { usePortalRowsHealth } from "../model/usePortalRowsHealth.ts"
import { PortalEditView } from "./PortalEditView.tsx"
import { PortalTable } from "./PortalTable.tsx"

export function PortalsAdminDrawer() {
  return (
    <Drawer name="portal" title="Portals" width="min(1200px, 100vw)">
      <PortalsAdmin />
    </Drawer>
  )
}

type View = { readonly kind: "list" } | { readonly kind: "edit"; readonly portalId: number }

function PortalsAdmin() {
  const [view, setView] = useState<View>({ kind: "list" })
  const list = usePortalList()
  const health = usePortalRowsHealth(list.result)
  // The deleted row had focus: keep it in the drawer so that Escape still closes it.
  const focus = useListFocus(list.result.reload)
  const deletion = usePortalDeletion(focus.afterDelete)
  const removal = useConfirmDeletion(focus.afterDelete)

  if (view.kind === "edit") {
    return (
      <PortalEditView
        portalId={view.portalId}
        onDone={() => {
          setView({ kind: "list" })
          list.result.reload()
        }}
      />
    )
  }
  return (
    <>
      <PortalTable
        result={list.result}
        health={health}
        page={list.page}
        onPageChange={list.setPage}
        keyword={list.keyword}
        onKeywordChange={list.setKeyword}
        sort={list.sort}
        onSort={list.toggleSort}
        onEdit={(portal) => setView({ kind: "edit", portalId: portal.id })}
        onDelete={(portal, what) =>
          what === "installation"
            ? deletion.ask(portal)
            : removal.ask({
                named: portal.id,
                previewKey: portalKeys.deletion(portal.id),
                preview: portalDeletion(portal.id),
                // Its child portals go with it, and the layouts saved from it.
                invalidates: [portalKeys.lists(), layoutKeys.lists()],
                remove: (cancelWork) => deleteAdminPortal(portal.id, cancelWork)
              })
        }
        listRef={focus.ref}
      />
      <DeletionDialogs deletion={removal} deletedText={PORTAL_DELETED} onClosed={focus.keepFocus} />
      <DeleteDialogs
        texts={DELETE_TEXTS}
        isAsking={deletion.pending !== null}
        isPending={deletion.isDeleting}
        onConfirm={deletion.confirm}
        outcome={deletion.deleted === null ? null : { tone: "success", title: DELETED_TITLE, text: deletion.deleted }}
        onClose={() => {
          deletion.cancel()
          focus.keepFocus()
        }}
      />
    </>
  )
}
