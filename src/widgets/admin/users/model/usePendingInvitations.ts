// The drawer's pending invitations: the list for the drawer's agency (or every one the caller manages),
// and Resend / Revoke, each answered by an alert. The list reloads after either (and after an invitation).
import { Exit, Option } from "effect"
import { useState } from "react"

import { resendInvitation, revokeInvitation, userQueries } from "@/entities/user"
import { failureOf, type PendingInvitation, useApiAction, useApiQuery } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { INVITATION_RESENT } from "../config/texts.ts"

export type InvitationsState =
  | { readonly status: "loading" }
  | { readonly status: "success"; readonly data: ReadonlyArray<PendingInvitation> }
  | { readonly status: "failure"; readonly message: string }

export interface PendingInvitations {
  readonly state: InvitationsState
  /** The invitation a Resend or Revoke is running for. */
  readonly busy: { readonly id: number; readonly action: "resend" | "revoke" } | null
  readonly resend: (invitation: PendingInvitation) => void
  readonly revoke: (invitation: PendingInvitation) => void
  readonly reload: () => void
}

export function usePendingInvitations(agencyId: number | null): PendingInvitations {
  const query = useApiQuery(userQueries.invitations(agencyId), { fresh: true })
  // The list is read again after each answer (query.reload below), refused or not.
  const { run } = useApiAction({ invalidates: [] })
  const alerts = useAlerts()
  const [busy, setBusy] = useState<PendingInvitations["busy"]>(null)

  const act = async (invitation: PendingInvitation, action: "resend" | "revoke") => {
    setBusy({ id: invitation.id, action })
    alerts.clear()
    const exit = await run<unknown>(action === "resend" ? resendInvitation(invitation.id) : revokeInvitation(invitation.id))
    setBusy(null)
    query.reload()
    if (Exit.isSuccess(exit)) {
      alerts.show({
        type: "success",
        content: action === "resend" ? `${INVITATION_RESENT} ${invitation.email}.` : `The invitation to ${invitation.email} was revoked.`
      })
      return
    }
    Option.map(failureOf(exit.cause), (failure) => alerts.show({ type: "danger", content: failure.message }))
  }

  const state: InvitationsState =
    query.status === "failure"
      ? { status: "failure", message: query.error.message }
      : query.status === "success"
        ? { status: "success", data: query.data }
        : { status: "loading" }
  return {
    state,
    busy,
    resend: (invitation) => void act(invitation, "resend"),
    revoke: (invitation) => void act(invitation, "revoke"),
    reload: query.reload
  }
}
