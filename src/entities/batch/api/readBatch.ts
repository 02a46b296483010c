// A durable batch's progress (GET /portal/api/v2/batch/{id}).
import { Effect } from "effect"

import { ApiClient, type ApiError, type Batch } from "@/shared/api"

export const readBatch = (id: string): Effect.Effect<Batch, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.batch.read({ path: { id } }))),
    Effect.map((answer) => answer.data)
  )
