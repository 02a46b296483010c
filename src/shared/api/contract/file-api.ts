// Portal theme file calls, base /portal/api/v2 (spec 2 section 7: file service, paths chosen here).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, Id, PositiveIntFromString, Text } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { FileDiff, ThemeFile } from "./file.ts"
import { Resolutions } from "./overwrite.ts"
import { Authentication } from "./security.ts"

const PortalId = Id
const FilePath = Text(1024).pipe(Schema.minLength(1, { message: () => "The file field is required." }))

/** resolutions: the user's choice per file the portal holds edited (overwrite.ts); 409 40901 when one is missing or stale. */
const FileActionPayload = Schema.Struct({ file: FilePath, portal: PortalId, resolutions: Schema.optional(Resolutions) })
type FileActionPayload = typeof FileActionPayload.Type

export const PortalFilesPayload = Schema.Struct({ portal: PortalId, resolutions: Schema.optional(Resolutions) })

export class FileApi extends HttpApiGroup.make("file")
  .add(
    HttpApiEndpoint.get("list", "/files")
      .setUrlParams(Schema.Struct({ portal: PositiveIntFromString }))
      .addSuccess(Data(Schema.Array(ThemeFile)))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("install", "/files/install")
      .setPayload(FileActionPayload)
      .addSuccess(Data(ThemeFile))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.post("upgrade", "/files/upgrade")
      .setPayload(FileActionPayload)
      .addSuccess(Data(ThemeFile))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.post("revert", "/files/revert")
      .setPayload(FileActionPayload)
      .addSuccess(Data(ThemeFile))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.post("upgradeAll", "/files/upgrade-all")
      .setPayload(PortalFilesPayload)
      .addSuccess(Data(Schema.Array(ThemeFile)))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "Upgrades every upgradeable file; returns the whole list afterwards.")
  )
  .add(
    HttpApiEndpoint.get("diff", "/files/diff")
      .setUrlParams(Schema.Struct({ portal: PositiveIntFromString, file: FilePath }))
      .addSuccess(Data(FileDiff))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Theme files") {}
