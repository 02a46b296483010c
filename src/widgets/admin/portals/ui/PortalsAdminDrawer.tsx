// The super admin's Portals drawer (spec 2 section 2): a list view and an edit view; Save or Cancel
// returns to the list, which reloads. Delete and Delete SR ask first.
import { useState } from "react"
import { ConfirmDialog } from "@/shared/ui/dialog"
import { Drawer } from "@/shared/ui/drawer"
import { CANCEL_LABEL, CONFIRM_LABEL, CONFIRM_TEXT, CONFIRM_TITLE } from "../config/texts.ts"
import { usePortalDeletion } from "../model/usePortalDeletion.ts"
import { usePortalList } from "../model/usePortalList.ts"
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
  const deletion = usePortalDeletion(list.result.reload)

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
        page={list.page}
        onPageChange={list.setPage}
        keyword={list.keyword}
        onKeywordChange={list.setKeyword}
        sort={list.sort}
        onSortChange={list.setSort}
        onEdit={(portal) => setView({ kind: "edit", portalId: portal.id })}
        onDelete={deletion.ask}
      />
      <ConfirmDialog
        isOpen={deletion.pending !== null}
        title={CONFIRM_TITLE}
        text={CONFIRM_TEXT}
        confirmLabel={CONFIRM_LABEL}
        cancelLabel={CANCEL_LABEL}
        tone="danger"
        isPending={deletion.isDeleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  )
}
