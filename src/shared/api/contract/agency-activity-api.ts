// An agency's own activity, base /agency/api/v2: what changed in the agency and its portals, when and by whom, for
// the agency's admins (the super admin's /logs shows every agency). Newest first; filters by portal, person, kind of
// event and dates; the same list as CSV for an accountant or a client report.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, LastPageList, PositiveIntFromString, Text, TextSize, Timestamp } from "./common.ts"
import { Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

export const AGENCY_ACTIVITY_PAGE_SIZE = 25
/** The most rows one CSV export holds (newest first); a longer period is exported in parts by date. */
export const AGENCY_ACTIVITY_EXPORT_MAX = 10_000

const day = (field: string) =>
  Schema.String.pipe(
    Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
      message: () => `The ${field} must be a date (YYYY-MM-DD).`
    })
  )

export const AgencyActivityFilters = Schema.Struct({
  /** Only entries about this portal. */
  portal_id: Schema.optional(PositiveIntFromString),
  /** Only entries caused by this person. */
  causer_id: Schema.optional(PositiveIntFromString),
  /** An event ("module.upgraded") or its kind, the part before the dot ("module"). */
  event: Schema.optional(
    Text(TextSize.code).pipe(
      Schema.pattern(/^[a-z][a-z0-9_.-]*$/, { message: () => "The event must be an event name such as module or module.upgraded." })
    )
  ),
  /** First day included (UTC). */
  from: Schema.optional(day("from")),
  /** Last day included (UTC). */
  to: Schema.optional(day("to"))
})
export type AgencyActivityFilters = typeof AgencyActivityFilters.Type

export const AgencyActivityParams = Schema.Struct({
  ...AgencyActivityFilters.fields,
  page: Schema.optional(PositiveIntFromString),
  limit: Schema.optional(
    PositiveIntFromString.pipe(Schema.lessThanOrEqualTo(100, { message: () => "The limit may not be greater than 100." }))
  )
})
export type AgencyActivityParams = typeof AgencyActivityParams.Type

export const AgencyActivityEntry = Schema.Struct({
  id: Schema.Number,
  created_at: Timestamp,
  event: Schema.String,
  /** Who did it: null when the app did it on its own (a batch, a webhook). id null: that person was since deleted. */
  causer: Schema.NullOr(Schema.Struct({ id: Schema.NullOr(Schema.Number), name: Schema.String })),
  /** The portal it was about, if any (name as it is now, or as recorded when the portal was deleted). */
  portal: Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String, deleted: Schema.Boolean })),
  properties: Schema.Record({ key: Schema.String, value: Schema.Unknown })
})
export type AgencyActivityEntry = typeof AgencyActivityEntry.Type

const AgencyPath = Schema.Struct({ id: PositiveIntFromString })

export class AgencyActivityApi extends HttpApiGroup.make("agencyActivity")
  .add(
    HttpApiEndpoint.get("list", "/agencies/:id/activity")
      .setPath(AgencyPath)
      .setUrlParams(AgencyActivityParams)
      .addSuccess(Data(LastPageList(AgencyActivityEntry)))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        "The agency's activity (its own entries and its portals'), newest first. The agency's admins and the super admin only."
      )
  )
  .add(
    HttpApiEndpoint.get("export", "/agencies/:id/activity/export")
      .setPath(AgencyPath)
      .setUrlParams(AgencyActivityFilters)
      .addSuccess(HttpApiSchema.Text({ contentType: "text/csv; charset=utf-8" }))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .annotate(
        OpenApi.Description,
        `The same entries as CSV (time, event, person, portal, details), newest first, at most ${AGENCY_ACTIVITY_EXPORT_MAX} rows.`
      )
  )
  .middleware(Authentication)
  .prefix("/agency/api/v2")
  .annotate(OpenApi.Title, "Agency activity") {}
