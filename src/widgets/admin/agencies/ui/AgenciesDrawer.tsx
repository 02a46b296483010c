// The Agencies drawer (user menu → Agencies): list, add and edit views. Edit loads the agency by id; Save
// and Cancel return to the list, which reloads keeping its page, search and order.
import { useAtomValue } from "jotai"
import { useState } from "react"
import { roleFlagsAtom } from "@/entities/session"
import { readAgency } from "@/features/invite-user"
import { type Agency, queryKey, useApiQuery } from "@/shared/api"
import { useListFocus } from "@/shared/lib/focus"
import { DeleteDialogs } from "@/shared/ui/dialog"
import { Drawer } from "@/shared/ui/drawer"
import { LoadedRecord } from "@/shared/ui/list-panel"
import { DELETE_TEXTS, DELETED_TEXT, DELETED_TITLE, DRAWER_TITLE } from "../config/texts.ts"
import { useAgencyList } from "../model/useAgencyList.ts"
import { useDeleteAgency } from "../model/useDeleteAgency.ts"
import { AgencyForm } from "./AgencyForm.tsx"
import { AgencyListView } from "./AgencyListView.tsx"

type View = { readonly kind: "list" } | { readonly kind: "add" } | { readonly kind: "edit"; readonly agency: Agency }

export function AgenciesDrawer() {
  return (
    <Drawer name="agency" title={DRAWER_TITLE} width="min(1100px, 100vw)">
      <AgenciesBody />
    </Drawer>
  )
}

function AgenciesBody() {
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  const [view, setView] = useState<View>({ kind: "list" })
  const list = useAgencyList()
  // The deleted row had focus: keep it in the drawer so that Escape still closes it.
  const focus = useListFocus(list.result.reload)
  const deletion = useDeleteAgency(focus.afterDelete)
  const backToList = () => {
    setView({ kind: "list" })
    list.result.reload()
  }

  if (view.kind !== "list") {
    return view.kind === "edit" ? (
      <EditAgency key={view.agency.id} id={view.agency.id} onDone={backToList} />
    ) : (
      <AgencyForm key="new" agency={null} onSaved={backToList} onCancel={backToList} />
    )
  }
  return (
    <>
      <AgencyListView
        list={list}
        isAdmin={isAdmin}
        onAdd={() => setView({ kind: "add" })}
        onEdit={(agency) => setView({ kind: "edit", agency })}
        onDelete={deletion.ask}
        listRef={focus.ref}
      />
      <DeleteDialogs
        texts={DELETE_TEXTS}
        isAsking={deletion.state.kind === "confirm"}
        isPending={deletion.isPending}
        onConfirm={deletion.confirm}
        outcome={deletion.state.kind === "deleted" ? { tone: "success", title: DELETED_TITLE, text: DELETED_TEXT } : null}
        onClose={() => {
          deletion.close()
          focus.keepFocus()
        }}
      />
    </>
  )
}

/** Edit loads the agency by id: the form starts from the agency as it is now, not from its list row. */
function EditAgency({ id, onDone }: { id: number; onDone: () => void }) {
  const agency = useApiQuery(queryKey("agencies", id), readAgency(id), { fresh: true })
  return (
    <LoadedRecord result={agency} loadingLabel="Loading the agency…" errorTitle="The agency could not be loaded.">
      {(record) => <AgencyForm agency={record} onSaved={onDone} onCancel={onDone} />}
    </LoadedRecord>
  )
}
