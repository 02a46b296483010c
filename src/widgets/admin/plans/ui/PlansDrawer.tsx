// The Plans drawer (user menu → Plans): list, add and edit views, exactly one shown. Edit loads the plan
// by id (a change made in another tab shows); Save or Cancel returns to the list, which the save
// invalidated. Adding, editing and deleting are for super admins.
import { useAtomValue } from "jotai"
import { useState } from "react"

import { planKeys } from "@/entities/payment"
import { roleFlagsAtom } from "@/entities/session"
import { apiQueryOptions, type Plan, useApiQuery } from "@/shared/api"
import { Drawer } from "@/shared/ui/drawer"
import { ListSection, LoadedRecord } from "@/shared/ui/list-panel"

import { readPlan } from "../api/plans.ts"
import { usePlanList } from "../model/usePlanList.ts"
import { PlanForm } from "./PlanForm.tsx"
import { PlanList } from "./PlanList.tsx"

type View = { readonly kind: "list" } | { readonly kind: "add" } | { readonly kind: "edit"; readonly plan: Plan }

const TITLES = { list: "Plans", add: "Add Plan", edit: "Edit Plan" } as const

export function PlansDrawer() {
  return (
    <Drawer name="plan" title="Plans" width="min(1100px, 100vw)">
      <PlansDrawerBody />
    </Drawer>
  )
}

/** Mounted only while the drawer is open, so each opening starts on the list's first page. */
function PlansDrawerBody() {
  const { isAdmin } = useAtomValue(roleFlagsAtom)
  const [view, setView] = useState<View>({ kind: "list" })
  const list = usePlanList()

  const backToList = () => {
    setView({ kind: "list" })
    list.result.reload()
  }

  if (view.kind === "list") {
    return (
      <PlanList list={list} isAdmin={isAdmin} onAdd={() => setView({ kind: "add" })} onEdit={(plan) => setView({ kind: "edit", plan })} />
    )
  }
  return (
    <ListSection heading={TITLES[view.kind]}>
      {view.kind === "edit" ? (
        <EditPlan key={view.plan.id} id={view.plan.id} onDone={backToList} />
      ) : (
        <PlanForm key="add" plan={null} onSaved={backToList} onCancel={backToList} />
      )}
    </ListSection>
  )
}

function EditPlan({ id, onDone }: { id: number; onDone: () => void }) {
  const plan = useApiQuery(apiQueryOptions(planKeys.record(id), readPlan(id)), { fresh: true })
  return (
    <LoadedRecord result={plan} loadingLabel="Loading the plan…" errorTitle="The plan could not be loaded.">
      {(record) => <PlanForm plan={record} onSaved={onDone} onCancel={onDone} />}
    </LoadedRecord>
  )
}
