// The Agencies drawer (user menu → Agencies): list, add and edit views. Save and Cancel return to the
// list, which reloads keeping its page, search and order.
import { useAtomValue } from "jotai"
import { useState } from "react"
import { roleFlagsAtom } from "@/entities/session"
import type { Agency } from "@/shared/api"
import { Drawer } from "@/shared/ui/drawer"
import { DRAWER_TITLE } from "../config/texts.ts"
import { useAgencyList } from "../model/useAgencyList.ts"
import { useDeleteAgency } from "../model/useDeleteAgency.ts"
import { AgencyForm } from "./AgencyForm.tsx"
import { AgencyListView } from "./AgencyListView.tsx"
import { DeleteAgencyDialogs } from "./DeleteAgencyDialogs.tsx"

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
  const deletion = useDeleteAgency(list.result.reload)
  const backToList = () => {
    setView({ kind: "list" })
    list.result.reload()
  }

  if (view.kind !== "list") {
    return <AgencyForm key={view.kind === "edit" ? view.agency.id : "new"} agency={view.kind === "edit" ? view.agency : null} onSaved={backToList} onCancel={backToList} />
  }
  return (
    <>
      <AgencyListView
        list={list}
        isAdmin={isAdmin}
        onAdd={() => setView({ kind: "add" })}
        onEdit={(agency) => setView({ kind: "edit", agency })}
        onDelete={deletion.ask}
      />
      <DeleteAgencyDialogs deletion={deletion} />
    </>
  )
}
