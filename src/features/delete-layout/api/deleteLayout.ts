// DELETE /layouts/{id}.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

export const deleteLayout = (id: number): Effect.Effect<void, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.layout.remove({ path: { id } }))),
    Effect.asVoid
  )
