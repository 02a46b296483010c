// POST /histories/{id}/restore: puts the entry's module back to the entry's version; answers what it did.
import { Effect } from "effect"

import { withResolutions } from "@/entities/overwrite"
import { ApiClient, type ApiError, type FileResolution } from "@/shared/api"

/** `resolutions`: the user's choice for each file the portal holds edited (the overwrite review). */
export const restoreHistory = (id: number, resolutions?: ReadonlyArray<FileResolution>): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.history.restore({ path: { id }, payload: withResolutions({}, resolutions) }))),
    Effect.map((answer) => answer.message)
  )
