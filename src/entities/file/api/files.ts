// The portal's theme files as the Files drawer lists them (one call: the catalogue holds tens of files).
import { Effect } from "effect"

import { ApiClient, type ApiError, type ThemeFile } from "@/shared/api"

export const listFiles = (portalId: number): Effect.Effect<ReadonlyArray<ThemeFile>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.file.list({ urlParams: { portal: portalId } }))),
    Effect.map((answer) => answer.data)
  )
