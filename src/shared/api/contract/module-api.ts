// Module calls, base /module/api/v2 (spec 2 section 7: paths not shown there, chosen here).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, Id, IntFromString, ListParams, PagedList, PositiveIntFromString, Text, TextSize } from "./common.ts"
import { Conflict, Forbidden, NotFound, PaymentRequired, Unprocessable } from "./errors.ts"
import { Module, ModuleCategory, ModuleDiff, ModuleGroup, RequiredFile } from "./module.ts"
import { Resolutions } from "./overwrite.ts"
import { Authentication } from "./security.ts"

export const ModuleListParams = Schema.Struct({
  ...ListParams,
  portal: PositiveIntFromString,
  /** Category code: 1 Section, 2 DND, 3 Elements; absent = All. */
  filter: Schema.optional(Schema.compose(IntFromString, ModuleCategory)),
  type: Schema.optional(Schema.Literal("modules", "test-module"))
})
export type ModuleListParams = typeof ModuleListParams.Type

const PortalId = Id
const ModuleKey = Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The module field is required." }))

export const PurchasePayload = Schema.Struct({
  keys: Schema.NonEmptyArray(ModuleKey).pipe(Schema.maxItems(1000, { message: () => "The keys may not have more than 1000 items." })),
  agency_id: PortalId,
  portal_id: PortalId
})

export const ModuleActionPayload = Schema.Struct({
  module: ModuleKey,
  portal: PortalId,
  global: Schema.optional(Schema.Boolean),
  override_global: Schema.optional(Schema.Boolean),
  /** The user's choice per file the portal holds edited (overwrite.ts); 409 40901 when one is missing or stale. */
  resolutions: Schema.optional(Resolutions)
})

/** A major upgrade must carry confirm: 'upgrade' (the word the user typed). */
export const UpgradePayload = Schema.Struct({
  ...ModuleActionPayload.fields,
  confirm: Schema.optional(Text(TextSize.code))
})

export const InstallGroupPayload = Schema.Struct({
  group: Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The group field is required." })),
  portal: PortalId,
  /** Install the theme files the modules need (listed in the group's members) before each module. */
  with_files: Schema.optional(Schema.Boolean)
})

/** Counts behind the editor bar's red dots on Modules and Files. */
export const UpgradeSummary = Schema.Struct({ modules: Schema.Number, files: Schema.Number })
export type UpgradeSummary = typeof UpgradeSummary.Type

export const PurchaseResult = Data(Schema.Struct({ credit_limit: Schema.Number, modules: Schema.Array(Module) }))

export class ModuleApi extends HttpApiGroup.make("module")
  .add(
    HttpApiEndpoint.get("list", "/modules")
      .setUrlParams(ModuleListParams)
      .addSuccess(PagedList(Module))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("groups", "/module-groups")
      .setUrlParams(Schema.Struct({ portal: PositiveIntFromString }))
      .addSuccess(Data(Schema.Array(ModuleGroup)))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("installGroup", "/module-groups/install")
      .setPayload(InstallGroupPayload)
      .addSuccess(Data(Schema.Struct({ batch_id: Schema.String })))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(OpenApi.Description, "Starts a batch installing every module of the group; poll GET /portal/api/v2/batch/{id}.")
  )
  .add(
    HttpApiEndpoint.post("purchase", "/modules/purchase")
      .setPayload(PurchasePayload)
      .addSuccess(PurchaseResult)
      .addError(PaymentRequired)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "Spends one agency credit per module for this portal, atomically.")
  )
  .add(
    HttpApiEndpoint.post("checkFiles", "/modules/check-files")
      .setPayload(ModuleActionPayload)
      .addSuccess(Data(Schema.Struct({ files: Schema.Array(RequiredFile) })))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("install", "/modules/install")
      .setPayload(ModuleActionPayload)
      .addSuccess(Data(Module))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.post("upgrade", "/modules/upgrade")
      .setPayload(UpgradePayload)
      .addSuccess(Data(Module))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.post("revert", "/modules/revert")
      .setPayload(ModuleActionPayload)
      .addSuccess(Data(Module))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.get("upgrades", "/modules/upgrades")
      .setUrlParams(Schema.Struct({ portal: PositiveIntFromString }))
      .addSuccess(Data(UpgradeSummary))
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "How many installed modules and theme files of the portal have an upgrade waiting (the editor bar's red dots)."
      )
  )
  .add(
    HttpApiEndpoint.get("diff", "/modules/:key/diff")
      .setPath(Schema.Struct({ key: ModuleKey }))
      .setUrlParams(Schema.Struct({ portal: PositiveIntFromString }))
      .addSuccess(Data(ModuleDiff))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .middleware(Authentication)
  .prefix("/module/api/v2")
  .annotate(OpenApi.Title, "Modules") {}

/** The guest demo lists the demo portal's modules without a token. */
export class GuestModuleApi extends HttpApiGroup.make("guestModule")
  .add(
    HttpApiEndpoint.get("list", "/guest/modules")
      .setUrlParams(ModuleListParams)
      .addSuccess(PagedList(Module))
      .addError(Unprocessable)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("groups", "/guest/module-groups")
      .setUrlParams(Schema.Struct({ portal: PositiveIntFromString }))
      .addSuccess(Data(Schema.Array(ModuleGroup)))
      .addError(Unprocessable)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The demo portal's module groups as the demo portal sees them; any other portal is not found.")
  )
  .prefix("/module/api/v2")
  .annotate(OpenApi.Title, "Modules (guest)") {}
