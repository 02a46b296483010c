// The activity log, base /auth/api/v2 (spec 2 sections 3 and 7): super admins only, paged by last_page.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, LastPageList, ListParams, PositiveIntFromString, Timestamp } from "./common.ts"
import { Forbidden, Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

/** One entry: who (causer) did what (event) to what (subject). Types are namespaced class names. */
export const LogEntry = Schema.Struct({
  id: Schema.Number,
  created_at: Timestamp,
  event: Schema.String,
  causer_id: Schema.NullOr(Schema.Number),
  causer_type: Schema.NullOr(Schema.String),
  subject_id: Schema.NullOr(Schema.Number),
  subject_type: Schema.NullOr(Schema.String),
  properties: Schema.Record({ key: Schema.String, value: Schema.Unknown })
})
export type LogEntry = typeof LogEntry.Type

/** The columns a log list may be sorted by; anything else is a 422 naming sort_by. */
export const LogSortBy = ["id", "created_at", "event"] as const
export type LogSortBy = (typeof LogSortBy)[number]

export const LOG_PAGE_SIZE = 25

export const LogListParams = Schema.Struct({
  ...ListParams,
  limit: Schema.optional(
    PositiveIntFromString.pipe(Schema.lessThanOrEqualTo(100, { message: () => "The limit may not be greater than 100." }))
  )
})
export type LogListParams = typeof LogListParams.Type

export class LogApi extends HttpApiGroup.make("logs")
  .add(
    HttpApiEndpoint.get("list", "/logs")
      .setUrlParams(LogListParams)
      .addSuccess(Data(LastPageList(LogEntry)))
      .addError(Forbidden)
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "The activity log, newest first by default (sort_by id, created_at or event; limit at most 100).")
  )
  .middleware(Authentication)
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "Activity log") {}
