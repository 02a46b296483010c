// The agency the drawer is about. A super admin picks any number in the agency search field (the list
// shows members of any of them; invitations, the user limit and deletes follow a single choice); anybody
// else sees the members of their current agency. Its plan and users_count decide whether Add User is
// open (spec 2 section 5). The super admin's choice lives in the address (users_agencies, ids), so Back, a
// reload or a shared link lists the same agencies; their names come from the choice made here or, for an
// address opened as it is, from reading each agency.
import { useQueries } from "@tanstack/react-query"
import { Schema } from "effect"
import { useAtomValue } from "jotai"
import { useState } from "react"

import { activeAgencyIdAtom, agencyKeys } from "@/entities/agency"
import { currentUserAtom } from "@/entities/session"
import { isAtUserLimit } from "@/entities/user"
import { type AgencyChoice, readAgency } from "@/features/invite-user"
import { apiQueryOptions, type RoleName, useApiQuery, type User } from "@/shared/api"
import { useListFilter } from "@/shared/lib/paged-list"

import { SEARCH_PREFIX } from "../config/paging.ts"

export interface DrawerAgency {
  readonly me: User | null
  readonly myRole: RoleName | undefined
  /** The agency listed, invited to and deleted from; null: a super admin looking at everybody. */
  readonly agency: AgencyChoice | null
  /** The agencies the list is narrowed to: the super admin's choice, else the drawer's agency. */
  readonly agencies: ReadonlyArray<AgencyChoice>
  /** Super admin only: changes the agencies shown. */
  readonly choose: (agencies: ReadonlyArray<AgencyChoice>) => void
  /** The agency's users_count has reached its limit: Add User is disabled. */
  readonly atUserLimit: boolean
  /** The agency's count is still loading: Add User waits for it. */
  readonly isCheckingLimit: boolean
  /** Call after an invitation or a deletion: users_count changed. */
  readonly refreshCount: () => void
}

const memberAgency = (me: User | null, activeId: number | null): AgencyChoice | null => {
  if (me === null) return null
  const active = me.agencies.find((agency) => agency.id === activeId)
  const agency = active ?? me.agency ?? me.agencies[0] ?? null
  return agency === null ? null : { id: agency.id, name: agency.name }
}

const AgencyIdsParam = Schema.Array(Schema.Int.pipe(Schema.positive())).pipe(Schema.minItems(1))

/** The super admin's agencies from the address, named by the choice made here or by reading each one. */
function useChosenAgencies(enabled: boolean): Pick<DrawerAgency, "agencies" | "choose"> {
  const filter = useListFilter("users_agencies", AgencyIdsParam, SEARCH_PREFIX)
  const ids = enabled ? (filter.value ?? []) : []
  const [named, setNamed] = useState<ReadonlyMap<number, string>>(new Map())
  const unnamed = ids.filter((id) => !named.has(id))
  const read = useQueries({ queries: unnamed.map((id) => apiQueryOptions(agencyKeys.detail(id), readAgency(id))) })
  const agencies = ids.map((id): AgencyChoice => {
    const name = named.get(id) ?? read[unnamed.indexOf(id)]?.data?.name
    return { id, name: name ?? `Agency ${id}` }
  })
  const choose = (next: ReadonlyArray<AgencyChoice>) => {
    setNamed(new Map([...named, ...next.map(({ id, name }) => [id, name] as const)]))
    filter.set(next.length === 0 ? undefined : next.map(({ id }) => id))
  }
  return { agencies, choose }
}

export function useDrawerAgency(): DrawerAgency {
  const me = useAtomValue(currentUserAtom)
  const activeId = useAtomValue(activeAgencyIdAtom)
  const myRole = me?.roles[0]?.name
  const { agencies: chosen, choose } = useChosenAgencies(myRole === "admin")
  const agency = myRole === "admin" ? (chosen.length === 1 ? chosen[0]! : null) : memberAgency(me, activeId)
  const agencies = myRole === "admin" ? chosen : agency === null ? [] : [agency]

  const details = useApiQuery(agency === null ? null : apiQueryOptions(agencyKeys.detail(agency.id), readAgency(agency.id)))
  // If the agency cannot be read the button stays open: the server enforces the limit anyway.
  const atUserLimit =
    agency !== null && details.status === "success" && isAtUserLimit(details.data.plan.user_limit, details.data.users_count)
  const isCheckingLimit = agency !== null && details.status === "loading"

  return {
    me,
    myRole,
    agency,
    agencies,
    choose,
    atUserLimit,
    isCheckingLimit,
    refreshCount: details.reload
  }
}
