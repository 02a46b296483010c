// The file calls a button press makes; each answers with what the drawer must show next.
import { Effect } from "effect"

import { ApiClient, type ApiError, type FileDiff, type ThemeFile } from "@/shared/api"

export type FileChange = "install" | "upgrade" | "revert"

export const changeFile = (change: FileChange, path: string, portalId: number): Effect.Effect<ThemeFile, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => {
        const payload = { file: path, portal: portalId }
        if (change === "install") return client.file.install({ payload })
        if (change === "upgrade") return client.file.upgrade({ payload })
        return client.file.revert({ payload })
      })
    ),
    Effect.map((answer) => answer.data)
  )

/** Updates every upgradeable file; answers with the whole list afterwards. */
export const upgradeAllFiles = (portalId: number): Effect.Effect<ReadonlyArray<ThemeFile>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.file.upgradeAll({ payload: { portal: portalId } }))),
    Effect.map((answer) => answer.data)
  )

/** The unified diff between the portal's version of a file and the current one. */
export const getFileDiff = (path: string, portalId: number): Effect.Effect<FileDiff, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.file.diff({ urlParams: { portal: portalId, file: path } }))),
    Effect.map((answer) => answer.data)
  )
