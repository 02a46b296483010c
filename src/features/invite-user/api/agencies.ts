// Agency reads for the users drawer and the invite form (GET /agency/api/v2/agencies, /agencies/{id}).
import { Effect } from "effect"

import { type Agency, ApiClient, type ApiError } from "@/shared/api"

/** Spec 1 section 9 and spec 2 section 7: 300 options for the search field, 1000 for the picker. */
export const AGENCY_SEARCH_LIMIT = 300
export const AGENCY_PICKER_LIMIT = 1000

export const searchAgencies = (keyword: string, limit: number): Effect.Effect<ReadonlyArray<Agency>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        client.agencies.list({
          urlParams: { page: 1, limit, sort_by: "name", sort_direction: "asc", ...(keyword === "" ? {} : { keyword }) }
        })
      )
    ),
    Effect.map((answer) => answer.data)
  )

export const readAgency = (id: number): Effect.Effect<Agency, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.agencies.get({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )
