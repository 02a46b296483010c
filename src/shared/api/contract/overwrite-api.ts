// Drift before every overwrite, base /portal/api/v2: what a write the caller is about to make would overwrite
// that the portal holds edited (overwrite.ts).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, PositiveIntFromString } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { OverwriteCheck, OverwriteCheckPayload } from "./overwrite.ts"
import { Authentication } from "./security.ts"

export class OverwriteApi extends HttpApiGroup.make("overwrite")
  .add(
    HttpApiEndpoint.post("check", "/portals/:id/overwrite-check")
      .setPath(Schema.Struct({ id: PositiveIntFromString }))
      .setPayload(OverwriteCheckPayload)
      .addSuccess(Data(OverwriteCheck))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "Reads, through the paced CRM client, every file the operation would write into the portal's CRM folder and lists " +
          "those the portal holds edited (different from what the app installed), with the installed, portal and new " +
          "contents for a three-way view. Writes nothing. Same rights as the operation itself; 400 with status_code 40001 " +
          "when the CRM connection must be renewed. The write calls take the user's choices as `resolutions`."
      )
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Overwrite review") {}
