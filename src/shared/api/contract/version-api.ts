// A portal's theme version (spec 1 section 7), base /portal/api/v2: whether a newer version of the
// product's theme exists, which theme files an upgrade rewrites, and the upgrade itself as a durable
// batch (poll GET /batch/{id}); the portal's version is set to the latest when its last job lands.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, IdPath, PositiveIntFromString } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Resolutions } from "./overwrite.ts"
import { Authentication } from "./security.ts"

/** One release of the theme after the portal's version, with its release note. */
export const ThemeRelease = Schema.Struct({ version: Schema.String, message: Schema.String })
export type ThemeRelease = typeof ThemeRelease.Type

export const VersionCheck = Schema.Struct({
  current_version: Schema.String,
  latest_version: Schema.String,
  upgrade_available: Schema.Boolean,
  /** The releases between the current version (excluded) and the latest (included), oldest first. */
  releases: Schema.Array(ThemeRelease)
})
export type VersionCheck = typeof VersionCheck.Type

/** A theme file the upgrade writes: from the version the portal holds (null: not held yet) to the newest. */
export const UpgradeFile = Schema.Struct({
  path: Schema.String,
  name: Schema.String,
  from_version: Schema.NullOr(Schema.String),
  to_version: Schema.String
})
export type UpgradeFile = typeof UpgradeFile.Type

export const UpgradeFiles = Schema.Struct({ files: Schema.Array(UpgradeFile) })
export type UpgradeFiles = typeof UpgradeFiles.Type

export const UpgradeFilesParams = Schema.Struct({ portal_id: PositiveIntFromString })

export const VersionUpgradeStarted = Data(Schema.Struct({ batch_id: Schema.String }))

/** resolutions: the user's choice per theme file the portal holds edited (overwrite.ts); 409 40901 when one is missing or stale. */
const VersionUpgradePayload = Schema.Struct({ resolutions: Schema.optional(Resolutions) })

export class VersionApi extends HttpApiGroup.make("portalVersion")
  // Declared before anything under /portals/:id; the router prefers the static segment anyway.
  .add(
    HttpApiEndpoint.get("upgradeFiles", "/portals/get-upgrade-files")
      .setUrlParams(UpgradeFilesParams)
      .addSuccess(Data(UpgradeFiles))
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The theme files an upgrade of the portal to the latest version writes.")
  )
  .add(
    HttpApiEndpoint.get("check", "/portals/:id/version-check")
      .setPath(IdPath)
      .addSuccess(Data(VersionCheck))
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The portal's theme version, the latest one and the release notes in between.")
  )
  .add(
    HttpApiEndpoint.post("upgrade", "/portals/:id/version-upgrade")
      .setPath(IdPath)
      .setPayload(VersionUpgradePayload)
      .addSuccess(VersionUpgradeStarted)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "Upgrades the portal's theme to the latest version as a batch (409 when already current). A theme file it would " +
          "rewrite that the portal holds edited needs the user's choice in `resolutions` (see overwrite-check, operation " +
          "kind version-upgrade); without one: 409 with status_code 40901 and nothing started."
      )
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portal version") {}
