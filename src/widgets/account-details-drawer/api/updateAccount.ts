// PUT /auth/api/v2/users/me: name, email, password, agency_id and the agency logo (cover).
import { Effect } from "effect"
import { ApiClient, type ApiError, type User } from "@/shared/api"

export interface AccountPayload {
  readonly name: string
  readonly email: string
  readonly password?: string
  readonly agency_id?: number
  readonly cover?: string | null
}

export const updateAccount = (payload: AccountPayload): Effect.Effect<User, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.session.updateMe({ payload }))),
    Effect.map(({ data }) => data)
  )
