// The agency's current logo (GET /agency/api/v2/agencies/{id}, cover), for the Agency Logo preview.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

export const agencyLogo = (agencyId: number): Effect.Effect<string | null, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencies.get({ path: { id: agencyId } }))),
    Effect.map(({ data }) => data.cover)
  )
