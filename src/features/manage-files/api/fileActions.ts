// The file calls a button press makes; each answers with what the drawer must show next.
import { Effect } from "effect"

import { withResolutions } from "@/entities/overwrite"
import { ApiClient, type ApiError, type FileDiff, type FileResolution, type ThemeFile } from "@/shared/api"

export type FileChange = "install" | "upgrade" | "revert"

/** Each write carries the user's choice for every file the portal holds edited (the overwrite review). */
type Resolutions = ReadonlyArray<FileResolution>

export const changeFile = (
  change: FileChange,
  path: string,
  portalId: number,
  resolutions?: Resolutions
): Effect.Effect<ThemeFile, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => {
        const payload = withResolutions({ file: path, portal: portalId }, resolutions)
        if (change === "install") return client.file.install({ payload })
        if (change === "upgrade") return client.file.upgrade({ payload })
        return client.file.revert({ payload })
      })
    ),
    Effect.map((answer) => answer.data)
  )

/** Updates every upgradeable file; answers with the whole list afterwards. */
export const upgradeAllFiles = (
  portalId: number,
  resolutions?: Resolutions
): Effect.Effect<ReadonlyArray<ThemeFile>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.file.upgradeAll({ payload: withResolutions({ portal: portalId }, resolutions) }))),
    Effect.map((answer) => answer.data)
  )

/** The unified diff between the portal's version of a file and the current one. */
export const getFileDiff = (path: string, portalId: number): Effect.Effect<FileDiff, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.file.diff({ urlParams: { portal: portalId, file: path } }))),
    Effect.map((answer) => answer.data)
  )
