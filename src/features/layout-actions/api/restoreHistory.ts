// POST /histories/{id}/restore: puts the entry's module back to the entry's version; answers what it did.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

export const restoreHistory = (id: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.history.restore({ path: { id } }))),
    Effect.map((answer) => answer.message)
  )
