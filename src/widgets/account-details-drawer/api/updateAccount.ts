// PUT /auth/api/v2/users/me: name, email, password (with the current password), agency_id and the agency logo (cover).
import { Effect } from "effect"

import { ApiClient, type ApiError, type UpdateMePayload, type User } from "@/shared/api"

export interface AccountUpdate {
  readonly user: User
  /** A new email waits for its confirmation link; the account keeps the old one until then. */
  readonly pendingEmail: string | null
}

/** `lock_version` in the payload: the account's version the form opened (a stale save is refused with 409). */
export const updateAccount = (payload: UpdateMePayload): Effect.Effect<AccountUpdate, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.session.updateMe({ payload }))),
    Effect.map(({ data, pending_email }) => ({ user: data, pendingEmail: pending_email }))
  )
