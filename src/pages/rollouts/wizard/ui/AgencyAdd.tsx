// "Add every portal of an agency": the agency (the super admin's agencies, or the member's own), then all its
// portals the caller sees join the selection after those already chosen.
import { Exit } from "effect"
import { useAtomValue } from "jotai"
import { useState } from "react"

import { currentUserAtom } from "@/entities/session"
import { useAgencyOptions } from "@/features/invite-user"
import { failureOf, useApiAction } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { SelectField } from "@/shared/ui/select-field"

import { agencyPortals } from "../api/agencyPortals.ts"
import { addPortals, chosenOf, type Selection } from "../model/selection.ts"
import styles from "./NewRolloutPage.module.css"

/** The super admin's agency list reads this many agencies (as the health view's agency filter). */
const AGENCY_OPTIONS_LIMIT = 1000

export interface AgencyAddProps {
  /** The super admin: any agency, read from the agencies list. */
  byAgency: boolean
  selection: Selection
  onChange: (next: Selection) => void
}

type AgencyItem = { readonly id: string; readonly label: string }

const itemsOf = (agencies: ReadonlyArray<{ id: number; name: string }>): ReadonlyArray<AgencyItem> =>
  agencies.map((agency) => ({ id: String(agency.id), label: agency.name }))

/** The super admin's agencies are read from the agencies list. */
function AnyAgencyAdd(props: Omit<AgencyAddProps, "byAgency">) {
  const { items } = useAgencyOptions("", AGENCY_OPTIONS_LIMIT)
  return <AgencyAddControl {...props} byAgency items={itemsOf(items)} />
}

/** A member's are their own, known already. */
function OwnAgencyAdd(props: Omit<AgencyAddProps, "byAgency">) {
  const user = useAtomValue(currentUserAtom)
  return <AgencyAddControl {...props} byAgency={false} items={itemsOf(user?.agencies ?? [])} />
}

export function AgencyAdd({ byAgency, ...props }: AgencyAddProps) {
  return byAgency ? <AnyAgencyAdd {...props} /> : <OwnAgencyAdd {...props} />
}

function AgencyAddControl({ byAgency, items, selection, onChange }: AgencyAddProps & { items: ReadonlyArray<AgencyItem> }) {
  const [chosen, setChosen] = useState<string | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const { run, isPending } = useApiAction({ invalidates: [] })
  const agencyId = chosen ?? (items.length === 1 ? (items[0]?.id ?? null) : null)

  const add = async () => {
    if (agencyId === null) return
    setNote(null)
    const exit = await run(agencyPortals(Number(agencyId), byAgency))
    if (Exit.isFailure(exit)) {
      const failure = failureOf(exit.cause)
      return setNote(failure._tag === "Some" ? failure.value.message : null)
    }
    const next = addPortals(selection, exit.value.map(chosenOf))
    const added = next.length - selection.length
    onChange(next)
    setNote(added === 0 ? "Its portals were chosen already." : `${added} ${added === 1 ? "portal" : "portals"} added.`)
  }

  if (items.length === 0) return null
  return (
    <div className={styles.agencyAdd}>
      {items.length === 1 ? null : (
        <SelectField label="Agency" items={items} selectedKey={agencyId} onSelectionChange={setChosen} placeholder="Choose an agency" />
      )}
      <Button variant="secondary" size="sm" isDisabled={agencyId === null} isPending={isPending} onPress={() => void add()}>
        {items.length === 1 ? `Add every portal of ${items[0]?.label ?? "the agency"}` : "Add every portal of the agency"}
      </Button>
      {note === null ? null : (
        <span className={styles.note} role="status">
          {note}
        </span>
      )}
    </div>
  )
}
