// A portal's running, pending and recently finished batches with their jobs (GET /portal/api/v2/portals/{id}/batches).
import { Effect } from "effect"

import { ApiClient, type ApiError, type PortalBatch } from "@/shared/api"

export const listPortalBatches = (portalId: number): Effect.Effect<ReadonlyArray<PortalBatch>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.batch.portalBatches({ path: { id: portalId } }))),
    Effect.map((answer) => answer.data)
  )
