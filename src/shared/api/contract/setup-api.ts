// Setting a portal up (spec 1 sections 4 and 7), base /portal/api/v2: the installation folder check and
// the setup wizards, which run as durable batches (poll GET /batch/{id}); a wizard may name the portal too.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, Id, IdPath, Text, TextSize } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { requiredMessage } from "./field-errors.ts"
import { Authentication } from "./security.ts"

/** A folder name in the CRM's design manager: letters, digits, dashes and underscores. */
export const FolderName = Schema.String.pipe(
  Schema.minLength(1, { message: () => "The folder field is required." }),
  Schema.maxLength(50, { message: () => "The folder may not be greater than 50 characters." }),
  Schema.pattern(/^[A-Za-z0-9_-]+$/, { message: () => "The folder may only contain letters, numbers, dashes and underscores." })
)

export const FolderCheck = Data(Schema.Struct({ folder: Schema.String, available: Schema.Boolean }))
export type FolderCheck = typeof FolderCheck.Type

/** The portal's name as the wizard's user gives it (the rules of PUT /portals/{id}); left out keeps the name. */
// The name's own length message comes before Text's general one, which would otherwise speak of "the text".
const SetupPortalName = Schema.compose(
  Schema.String.pipe(Schema.maxLength(TextSize.name, { message: () => "The name may not be greater than 255 characters." })),
  Text(TextSize.name)
)
  .pipe(Schema.minLength(1, { message: () => requiredMessage("name") }))
  .annotations({ description: "The portal's new name, saved before the setup starts; left out, the name stays." })

export const SetupPayload = Schema.Struct({ portal_id: Id, name: Schema.optional(SetupPortalName) })
export const CustomSetupPayload = Schema.Struct({ portal_id: Id, folder: FolderName, name: Schema.optional(SetupPortalName) })

export const SetupStarted = Data(Schema.Struct({ batch_id: Schema.String }))

export class SetupApi extends HttpApiGroup.make("setup")
  .add(
    HttpApiEndpoint.get("checkFolder", "/portals/:id/check-folder")
      .setPath(IdPath)
      .setUrlParams(Schema.Struct({ folder: FolderName }))
      .addSuccess(FolderCheck)
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "Whether the folder is free in the portal's CRM design manager.")
  )
  .add(
    HttpApiEndpoint.post("setup", "/setup-wizards")
      .setPayload(SetupPayload)
      .addSuccess(SetupStarted)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(
        OpenApi.Description,
        "Installs the theme into 'sr' and creates the starter pages as a batch; sets portal_setup_status at the end."
      )
  )
  .add(
    HttpApiEndpoint.post("setupCustom", "/setup-wizards-custom")
      .setPayload(CustomSetupPayload)
      .addSuccess(SetupStarted)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Description, "As /setup-wizards, into the custom installation folder (checked free first).")
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Portal setup") {}
