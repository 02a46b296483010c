// The portal version calls (spec 1 section 7): the check, the files an upgrade writes, and the upgrade.
import { Effect } from "effect"

import { withResolutions } from "@/entities/overwrite"
import { ApiClient, type ApiError, type FileResolution } from "@/shared/api"

/** The portal's theme version, the latest one and the release notes in between. */
export const checkVersion = (portalId: number) =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.portalVersion.check({ path: { id: portalId } }))),
    Effect.map((answer) => answer.data)
  )

export type VersionCheck = Effect.Effect.Success<ReturnType<typeof checkVersion>>

/** The theme files an upgrade to the latest version writes. */
export const upgradeFiles = (portalId: number) =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.portalVersion.upgradeFiles({ urlParams: { portal_id: portalId } }))),
    Effect.map((answer) => answer.data.files)
  )

export type UpgradeFile = Effect.Effect.Success<ReturnType<typeof upgradeFiles>>[number]

/**
 * Starts (or finds the unfinished) upgrade; answers the batch id. `resolutions`: the user's choice for each theme
 * file the portal holds edited (the overwrite review).
 */
export const startUpgrade = (portalId: number, resolutions?: ReadonlyArray<FileResolution>): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.portalVersion.upgrade({ path: { id: portalId }, payload: withResolutions({}, resolutions) }))
    ),
    Effect.map((answer) => answer.data.batch_id)
  )

/** What /sr-upgrade shows before the upgrade: the check and the files, read together. */
export const upgradeOverview = (portalId: number) =>
  Effect.all({ check: checkVersion(portalId), files: upgradeFiles(portalId) }, { concurrency: 2 })

export type UpgradeOverview = Effect.Effect.Success<ReturnType<typeof upgradeOverview>>
