// The pending invitations of the Users drawer (contract group "users"): list, resend (a new link by mail,
// the old one dead) and revoke (the link stops working).
import { Effect } from "effect"

import { ApiClient, type ApiError, type PendingInvitation } from "@/shared/api"

/** `agencyId`: one agency's; null: every one the caller manages. */
export const listInvitations = (agencyId: number | null): Effect.Effect<ReadonlyArray<PendingInvitation>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.users.listInvitations({ urlParams: agencyId === null ? {} : { agency_id: agencyId } }))
    ),
    Effect.map((answer) => answer.data)
  )

export const resendInvitation = (id: number): Effect.Effect<PendingInvitation, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.users.resendInvitation({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )

export const revokeInvitation = (id: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.users.revokeInvitation({ path: { id } }))),
    Effect.map((answer) => answer.data.message)
  )
