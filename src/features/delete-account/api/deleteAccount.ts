// DELETE /agency/api/v2/agencies/me?agency_id= (the agency account) and DELETE /auth/api/v2/users/me?agency_id=
// (the user's own account); both answer data.message.
import { Effect } from "effect"
import { ApiClient, type ApiError } from "@/shared/api"

export const deleteAgencyAccount = (agencyId: number | null): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencyAccount.deleteMe({ urlParams: agencyId === null ? {} : { agency_id: agencyId } }))),
    Effect.map(({ data }) => data.message)
  )

export const deleteUserAccount = (agencyId: number | null): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.session.deleteMe({ urlParams: agencyId === null ? {} : { agency_id: agencyId } }))),
    Effect.map(({ data }) => data.message)
  )
