// POST /layouts/{id}/apply: starts the batch bringing the layout's theme files and modules into the portal.
import { Effect } from "effect"

import { withResolutions } from "@/entities/overwrite"
import { ApiClient, type ApiError, type FileResolution } from "@/shared/api"

/** `resolutions`: the user's choice for each file the portal holds edited (the overwrite review). */
export const applyLayout = (
  layoutId: number,
  portalId: number,
  resolutions?: ReadonlyArray<FileResolution>
): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.layout.apply({ path: { id: layoutId }, payload: withResolutions({ portal: portalId }, resolutions) }))
    ),
    Effect.map((answer) => answer.data.batch_id)
  )
