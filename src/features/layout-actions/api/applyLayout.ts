// POST /layouts/{id}/apply: starts the batch bringing the layout's theme files and modules into the portal.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

export const applyLayout = (layoutId: number, portalId: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.layout.apply({ path: { id: layoutId }, payload: { portal: portalId } }))),
    Effect.map((answer) => answer.data.batch_id)
  )
