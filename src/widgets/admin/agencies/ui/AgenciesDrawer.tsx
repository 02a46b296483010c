// The Agencies drawer (user menu → Agencies): list, add and edit views. Edit loads the agency by id; Save
// and Cancel return to the list, which reloads keeping its page, search and order, and focus goes to the
// saved (or edited) agency's row, or back to Add Agency after a cancelled add.
import { useAtomValue } from "jotai"
import { useState } from "react"

import { agencyKeys } from "@/entities/agency"
import { DeletionDialogs, useConfirmDeletion } from "@/entities/deletion"
import { portalKeys } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { userKeys } from "@/entities/user"
import { readAgency } from "@/features/invite-user"
import { type Agency, apiQueryOptions, useApiQuery } from "@/shared/api"
import { useFocusWhenShown, useListFocus } from "@/shared/lib/focus"
import { Drawer } from "@/shared/ui/drawer"
import { LoadedRecord } from "@/shared/ui/list-panel"

import { agencyDeletion, deleteAgency } from "../api/agencies.ts"
import { ADD_LABEL, DELETED_TEXT, DRAWER_TITLE } from "../config/texts.ts"
import { useAgencyList } from "../model/useAgencyList.ts"
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
  const deletion = useConfirmDeletion(focus.afterDelete)
  const focusWhenShown = useFocusWhenShown(focus.ref)
  /** `focusOn`: the control that takes focus once the list shows it (the form that had focus is gone). */
  const backToList = (focusOn: string) => {
    setView({ kind: "list" })
    list.result.reload()
    focusWhenShown(focusOn)
  }
  const editOf = (agency: Pick<Agency, "name">) => `Edit ${agency.name}`

  if (view.kind !== "list") {
    return view.kind === "edit" ? (
      <EditAgency
        key={view.agency.id}
        id={view.agency.id}
        onSaved={(saved) => backToList(editOf(saved))}
        onCancel={() => backToList(editOf(view.agency))}
      />
    ) : (
      <AgencyForm key="new" agency={null} onSaved={(saved) => backToList(editOf(saved))} onCancel={() => backToList(ADD_LABEL)} />
    )
  }
  return (
    <>
      <AgencyListView
        list={list}
        isAdmin={isAdmin}
        onAdd={() => setView({ kind: "add" })}
        onEdit={(agency) => setView({ kind: "edit", agency })}
        onDelete={(agency) =>
          deletion.ask({
            previewKey: agencyKeys.deletion(agency.id),
            preview: agencyDeletion(agency.id),
            // Its portals and its members (those left in no agency) go with it.
            invalidates: [agencyKeys.lists(), portalKeys.lists(), userKeys.lists()],
            remove: (cancelWork) => deleteAgency(agency.id, cancelWork)
          })
        }
        listRef={focus.ref}
      />
      <DeletionDialogs deletion={deletion} deletedText={DELETED_TEXT} onClosed={focus.keepFocus} />
    </>
  )
}

/** Edit loads the agency by id: the form starts from the agency as it is now, not from its list row. */
function EditAgency({ id, onSaved, onCancel }: { id: number; onSaved: (agency: Agency) => void; onCancel: () => void }) {
  const agency = useApiQuery(apiQueryOptions(agencyKeys.detail(id), readAgency(id)), { fresh: true })
  return (
    <LoadedRecord result={agency} loadingLabel="Loading the agency…" errorTitle="The agency could not be loaded.">
      {(record) => <AgencyForm agency={record} onSaved={onSaved} onCancel={onCancel} />}
    </LoadedRecord>
  )
}
