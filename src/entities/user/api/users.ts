// The users calls of /auth/api/v2 (spec 1 section 7; contract group "users").
import { Effect } from "effect"

import { ApiClient, type ApiError, type InvitePayload, type User, type UserListParams, type UserUpdatePayload } from "@/shared/api"

export interface UserPage {
  readonly rows: ReadonlyArray<User>
  readonly totalPages: number
  readonly total: number
}

export const listUsers = (params: UserListParams): Effect.Effect<UserPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.users.list({ urlParams: params }))),
    Effect.map(({ data, meta }) => ({ rows: data, totalPages: meta.pagination.total_pages, total: meta.pagination.total }))
  )

/** `payload.lock_version`: the version the form opened (a stale save is refused with 409). */
export const updateUser = (id: number, payload: UserUpdatePayload): Effect.Effect<User, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.users.update({ path: { id }, payload }))),
    Effect.map((answer) => answer.data)
  )

/** With an agency: that membership only; a super admin without one deletes the user. */
export const deleteUser = (id: number, agencyId: number | null): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.users.remove({ path: { id }, urlParams: agencyId === null ? {} : { agency_id: agencyId } }))
    ),
    Effect.map((answer) => answer.data.message)
  )

/** Role admin: created at once ('Admin Created'); other roles: an invitation mail ('Invitation Sent'). */
export const inviteUser = (payload: InvitePayload): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.users.invite({ payload }))),
    Effect.map((answer) => answer.data.message)
  )

/** One user as the server has it now (an edit form starts from this, not from a list row). */
export const readUser = (id: number): Effect.Effect<User, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.users.get({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )
