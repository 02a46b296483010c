// GET /layouts/{id}/apply-check: what applying the layout to the portal would do with each item, and
// which items are built for another theme version than the portal's — read before the user confirms.
import { Effect } from "effect"

import { ApiClient, type ApiError, type LayoutApplyCheck } from "@/shared/api"

export const checkApply = (layoutId: number, portalId: number): Effect.Effect<LayoutApplyCheck, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.layout.applyCheck({ path: { id: layoutId }, urlParams: { portal: portalId } }))),
    Effect.map((answer) => answer.data)
  )
