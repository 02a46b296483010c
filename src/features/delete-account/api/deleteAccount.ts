// GET /agency/api/v2/agencies/me/deletion?agency_id= (what deleting the agency account would take),
// DELETE /agency/api/v2/agencies/me?agency_id=&cancel_work= (the agency account; answers what went) and
// DELETE /auth/api/v2/users/me?agency_id= (the user's own account; answers data.message).
import { Effect } from "effect"

import { ApiClient, type ApiError, type Deletion } from "@/shared/api"

const naming = (agencyId: number | null) => (agencyId === null ? {} : { agency_id: agencyId })

export const agencyAccountDeletion = (agencyId: number | null): Effect.Effect<Deletion, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencyAccount.deletionMe({ urlParams: naming(agencyId) }))),
    Effect.map(({ data }) => data)
  )

export const deleteAgencyAccount = (agencyId: number | null, cancelWork: boolean): Effect.Effect<Deletion, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        client.agencyAccount.deleteMe({ urlParams: { ...naming(agencyId), ...(cancelWork ? { cancel_work: "true" as const } : {}) } })
      )
    ),
    Effect.map(({ data }) => data.deleted)
  )

export const deleteUserAccount = (agencyId: number | null): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.session.deleteMe({ urlParams: agencyId === null ? {} : { agency_id: agencyId } }))),
    Effect.map(({ data }) => data.message)
  )
