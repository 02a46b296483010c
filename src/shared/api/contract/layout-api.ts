// Layout and history calls, base /module/api/v2 (spec 2 section 7).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, Id, IdPath, ListParams, Message, PagedList, PositiveIntFromString, SortDirection, Text, TextSize } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { History, Layout } from "./layout.ts"
import { Resolutions } from "./overwrite.ts"
import { expectedVersion } from "./record-version.ts"
import { Authentication } from "./security.ts"

const PortalId = Id
const Name = Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The name field is required." }))

export const LayoutListParams = Schema.Struct({
  ...ListParams,
  portal: PositiveIntFromString,
  /** The portal's agency: lists the layouts of all its portals the caller may see. */
  agency: Schema.optional(PositiveIntFromString)
})
export type LayoutListParams = typeof LayoutListParams.Type

export const LayoutCreatePayload = Schema.Struct({
  portal: PortalId,
  name: Name,
  /** The editor's document; when omitted, the portal's installed modules and theme files as they are now. */
  content: Schema.optional(Schema.Unknown)
})
export type LayoutCreatePayload = typeof LayoutCreatePayload.Type
/** Only the fields sent change; lock_version (or If-Match): 409 when the layout changed since (record-version.ts). */
export const LayoutUpdatePayload = Schema.Struct({
  name: Schema.optional(Name),
  content: Schema.optional(Schema.Unknown),
  ...expectedVersion
})
export type LayoutUpdatePayload = typeof LayoutUpdatePayload.Type

/** The portal a layout is applied to: its own, or another portal of the same agency. */
/** resolutions: the user's choice per file the portal holds edited (overwrite.ts); 409 40901 when one is missing or stale. */
const LayoutApplyPayload = Schema.Struct({ portal: PortalId, resolutions: Schema.optional(Resolutions) })
const LayoutApplyStarted = Data(Schema.Struct({ batch_id: Schema.String }))
const LayoutApplyCheckParams = Schema.Struct({ portal: PositiveIntFromString })

/**
 * What applying would do with one item the layout names: apply it (add, install or upgrade), leave it
 * (the portal holds it at the latest version), or not apply it — built for a newer theme version than the
 * portal's (`needs_theme`), or gone from the catalogue. Items not applied get a job that fails saying why.
 */
export const LayoutApplyItem = Schema.Struct({
  kind: Schema.Literal("module", "file"),
  /** The module key or the theme file path. */
  key: Schema.String,
  name: Schema.String,
  status: Schema.Literal("apply", "current", "incompatible", "unavailable"),
  needs_theme: Schema.NullOr(Schema.String),
  /** Why it will not be applied; null for 'apply' and 'current'. */
  reason: Schema.NullOr(Schema.String)
})
export type LayoutApplyItem = typeof LayoutApplyItem.Type

export const LayoutApplyCheck = Schema.Struct({
  /** The theme version the portal runs. */
  portal_version: Schema.String,
  items: Schema.Array(LayoutApplyItem)
})
export type LayoutApplyCheck = typeof LayoutApplyCheck.Type

export const HistoryListParams = Schema.Struct({
  page: ListParams.page,
  limit: ListParams.limit,
  keyword: ListParams.keyword,
  portal: PositiveIntFromString,
  /** By updated_at; default desc. */
  sort: Schema.optional(SortDirection),
  /** Only entries created by this user id. */
  user: Schema.optional(PositiveIntFromString)
})
export type HistoryListParams = typeof HistoryListParams.Type

export const HistoryCreatePayload = Schema.Struct({
  portal: PortalId,
  name: Name,
  status_label: Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The status_label field is required." })),
  payload: Schema.optional(Schema.Unknown)
})
export type HistoryCreatePayload = typeof HistoryCreatePayload.Type
export const HistoryUpdatePayload = Schema.Struct({
  name: Schema.optional(Name),
  status_label: Schema.optional(Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The status_label field is required." }))),
  payload: Schema.optional(Schema.Unknown)
})
export type HistoryUpdatePayload = typeof HistoryUpdatePayload.Type

export class LayoutApi extends HttpApiGroup.make("layout")
  .add(
    HttpApiEndpoint.get("list", "/layouts")
      .setUrlParams(LayoutListParams)
      .addSuccess(PagedList(Layout))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.get("read", "/layouts/:id").setPath(IdPath).addSuccess(Data(Layout)).addError(Forbidden).addError(NotFound))
  .add(
    HttpApiEndpoint.post("create", "/layouts")
      .setPayload(LayoutCreatePayload)
      .addSuccess(Data(Layout), { status: 201 })
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.put("update", "/layouts/:id")
      .setPath(IdPath)
      .setPayload(LayoutUpdatePayload)
      .addSuccess(Data(Layout))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(HttpApiEndpoint.del("remove", "/layouts/:id").setPath(IdPath).addSuccess(Message).addError(Forbidden).addError(NotFound))
  .add(
    HttpApiEndpoint.get("applyCheck", "/layouts/:id/apply-check")
      .setPath(IdPath)
      .setUrlParams(LayoutApplyCheckParams)
      .addSuccess(Data(LayoutApplyCheck))
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "What applying the layout to the portal would do with each item, and why an item would not be applied (another theme version)."
      )
  )
  .add(
    HttpApiEndpoint.post("apply", "/layouts/:id/apply")
      .setPath(IdPath)
      .setPayload(LayoutApplyPayload)
      .addSuccess(LayoutApplyStarted, { status: 202 })
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "Starts a batch adding the layout's theme files and installing its modules (latest versions) into the portal; an item built for a newer theme version than the portal's gets a job that fails saying so (409 when no item could be applied); poll GET /portal/api/v2/batch/{id}."
      )
  )
  .middleware(Authentication)
  .prefix("/module/api/v2")
  .annotate(OpenApi.Title, "Layouts") {}

export class HistoryApi extends HttpApiGroup.make("history")
  .add(
    HttpApiEndpoint.get("list", "/histories")
      .setUrlParams(HistoryListParams)
      .addSuccess(PagedList(History))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.get("read", "/histories/:id").setPath(IdPath).addSuccess(Data(History)).addError(Forbidden).addError(NotFound))
  .add(
    HttpApiEndpoint.post("create", "/histories")
      .setPayload(HistoryCreatePayload)
      .addSuccess(Data(History), { status: 201 })
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.put("update", "/histories/:id")
      .setPath(IdPath)
      .setPayload(HistoryUpdatePayload)
      .addSuccess(Data(History))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.del("remove", "/histories/:id").setPath(IdPath).addSuccess(Message).addError(Forbidden).addError(NotFound))
  .add(
    HttpApiEndpoint.post("restore", "/histories/:id/restore")
      .setPath(IdPath)
      /** resolutions: the user's choice per file the portal holds edited (overwrite.ts); 409 40901 when one is missing or stale. */
      .setPayload(Schema.Struct({ resolutions: Schema.optional(Resolutions) }))
      .addSuccess(Message)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(
        OpenApi.Description,
        "Puts the module of a module entry back to the entry's version (older or newer than the installed one)."
      )
  )
  .middleware(Authentication)
  .prefix("/module/api/v2")
  .annotate(OpenApi.Title, "History") {}
