// The Credits drawer (user menu → Credits): three views, exactly one visible: list, add and edit.
// Save or Cancel returns to the list, which reloads. Adding, editing and deleting are for super admins.
import { useAtomValue } from "jotai"
import { useState } from "react"

import { roleFlagsAtom } from "@/entities/session"
import type { CreditRecord } from "@/shared/api"
import { Drawer } from "@/shared/ui/drawer"

import { useCreditList } from "../model/useCreditList.ts"
import { useOpenCredit } from "../model/useOpenCredit.ts"
import { CreditForm } from "./CreditForm.tsx"
import { CreditList } from "./CreditList.tsx"

type View = { readonly kind: "list" } | { readonly kind: "add" } | { readonly kind: "edit"; readonly credit: CreditRecord }

export function CreditsDrawer() {
  return (
    <Drawer name="credit" title="Credits" width="min(900px, 100vw)">
      <CreditsDrawerBody />
    </Drawer>
  )
}

/** Mounted only while the drawer is open. */
function CreditsDrawerBody() {
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  const [view, setView] = useState<View>({ kind: "list" })
  const list = useCreditList()
  const opener = useOpenCredit((credit) => setView({ kind: "edit", credit }))

  const backToList = () => {
    setView({ kind: "list" })
    list.result.reload()
  }

  if (view.kind === "list") {
    return (
      <CreditList
        list={list}
        isAdmin={isAdmin}
        loadingId={opener.loadingId}
        onAdd={() => setView({ kind: "add" })}
        onEdit={(id) => void opener.open(id)}
      />
    )
  }
  return (
    <CreditForm
      key={view.kind === "edit" ? view.credit.id : "add"}
      credit={view.kind === "edit" ? view.credit : null}
      onSaved={backToList}
      onCancel={backToList}
    />
  )
}
