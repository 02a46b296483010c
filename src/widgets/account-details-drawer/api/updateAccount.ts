// PUT /auth/api/v2/users/me: name, email, password (with the current password), agency_id and the agency logo (cover).
import { Effect } from "effect"

import { ApiClient, type ApiError, type User } from "@/shared/api"

export interface AccountPayload {
  readonly name: string
  readonly email: string
  readonly password?: string
  readonly current_password?: string
  readonly agency_id?: number
  readonly cover?: string | null
  /** The account's version the form opened (a stale save is refused with 409). */
  readonly lock_version?: number | undefined
}

export interface AccountUpdate {
  readonly user: User
  /** A new email waits for its confirmation link; the account keeps the old one until then. */
  readonly pendingEmail: string | null
}

export const updateAccount = (payload: AccountPayload): Effect.Effect<AccountUpdate, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.session.updateMe({ payload }))),
    Effect.map(({ data, pending_email }) => ({ user: data, pendingEmail: pending_email }))
  )
