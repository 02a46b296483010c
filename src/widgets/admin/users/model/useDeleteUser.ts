// Deleting a user: 'Are you sure?' first, then 'Deleted!' and a reload. The server refuses to delete
// oneself with 'Can not delete user.', shown titled 'Warning!'; other failures are danger alerts.
// The call names the agency (spec 1: DELETE /users/{id}?agency_id=): the drawer's agency, else, for a
// super admin looking at everybody, the user's only agency. A user of several agencies seen without an
// agency chosen is deleted outright (no agency_id: the server's super-admin delete).
import { Exit, Option } from "effect"
import { useState } from "react"

import { agencyKeys } from "@/entities/agency"
import { deleteUser, userKeys } from "@/entities/user"
import { failureOf, useApiAction, type User } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { CANNOT_DELETE_SELF } from "../config/texts.ts"

export type DeleteState =
  | { readonly kind: "idle" }
  | { readonly kind: "confirm"; readonly user: User }
  | { readonly kind: "deleted" }
  | { readonly kind: "warning"; readonly message: string }

export interface DeleteUser {
  readonly state: DeleteState
  readonly isPending: boolean
  readonly ask: (user: User) => void
  readonly confirm: () => void
  readonly close: () => void
}

/**
 * The agency a delete is about: the drawer's, else the user's only one among the agencies listed (all of
 * theirs when none is chosen), else none.
 */
export const deleteAgencyId = (drawerAgencyId: number | null, user: User, listed: ReadonlyArray<number> = []): number | null => {
  if (drawerAgencyId !== null) return drawerAgencyId
  const candidates = listed.length === 0 ? user.agencies : user.agencies.filter((agency) => listed.includes(agency.id))
  return candidates.length === 1 ? candidates[0]!.id : null
}

export function useDeleteUser(agencyId: number | null, onDeleted: () => void, listed: ReadonlyArray<number> = []): DeleteUser {
  const [state, setState] = useState<DeleteState>({ kind: "idle" })
  // The user and the agencies' member counts.
  const { isPending, run } = useApiAction({ invalidates: [userKeys.all, agencyKeys.all] })
  const { show } = useAlerts()

  const confirm = async () => {
    if (state.kind !== "confirm") return
    const exit = await run(deleteUser(state.user.id, deleteAgencyId(agencyId, state.user, listed)))
    if (Exit.isSuccess(exit)) {
      setState({ kind: "deleted" })
      onDeleted()
      return
    }
    setState({ kind: "idle" })
    Option.map(failureOf(exit.cause), (error) => {
      if (error.serverMessage === CANNOT_DELETE_SELF) setState({ kind: "warning", message: CANNOT_DELETE_SELF })
      else show({ type: "danger", content: error.message })
    })
  }

  return {
    state,
    isPending,
    ask: (user) => setState({ kind: "confirm", user }),
    confirm: () => void confirm(),
    close: () => setState({ kind: "idle" })
  }
}
