// First-party page views (spec 1 section 7 "an analytics page-view capture"), base /auth/api/v2.
// The SPA reports the route pattern of each page a signed-in user opens (never a query, a fragment or
// an id: "/portals-main/$id", not "/portals-main/42?code=…"); super admins read views per path.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data } from "./common.ts"
import { Forbidden, TooManyRequests, Unprocessable } from "./errors.ts"
import { Authentication } from "./security.ts"

export const PAGE_VIEW_PATH_MAX = 200

/** A route path: "/" then letters, digits, - . _ ~ / and $ (route parameters); no query, fragment or spaces. */
export const PageViewPath = Schema.String.pipe(
  Schema.minLength(1, { message: () => "The path field is required." }),
  Schema.maxLength(PAGE_VIEW_PATH_MAX, { message: () => `The path may not be greater than ${PAGE_VIEW_PATH_MAX} characters.` }),
  Schema.pattern(/^\/[A-Za-z0-9\-._~/$]*$/, { message: () => "The path must be a route path starting with / (no query or fragment)." })
)

export const PageViewPayload = Schema.Struct({ path: PageViewPath })
export type PageViewPayload = typeof PageViewPayload.Type

export const PageViewRecorded = Schema.Struct({ recorded: Schema.Boolean })

/** The report's periods, in days. */
export const PAGE_VIEW_PERIODS = ["7", "30"] as const
export const PageViewPeriod = Schema.Literal(...PAGE_VIEW_PERIODS).annotations({ message: () => "The days must be 7 or 30." })
export type PageViewPeriod = typeof PageViewPeriod.Type

export const PageViewReportParams = Schema.Struct({ days: Schema.optional(PageViewPeriod) })
export type PageViewReportParams = typeof PageViewReportParams.Type

export const PageViewCount = Schema.Struct({
  path: Schema.String,
  views: Schema.Number,
  /** Distinct signed-in users who opened the path in the period. */
  users: Schema.Number
})
export type PageViewCount = typeof PageViewCount.Type

export const PageViewReport = Schema.Struct({
  days: Schema.Number,
  total: Schema.Number,
  /** Most viewed first. */
  paths: Schema.Array(PageViewCount)
})
export type PageViewReport = typeof PageViewReport.Type

export class PageViewApi extends HttpApiGroup.make("pageViews")
  .add(
    HttpApiEndpoint.post("record", "/page-views")
      .setPayload(PageViewPayload)
      .addSuccess(Data(PageViewRecorded), { status: 201 })
      .addError(Unprocessable)
      .addError(TooManyRequests)
      .annotate(
        OpenApi.Description,
        "Records that the caller opened a page of the app (its route pattern). The SPA sends nothing under Do Not Track."
      )
  )
  .add(
    HttpApiEndpoint.get("report", "/page-views")
      .setUrlParams(PageViewReportParams)
      .addSuccess(Data(PageViewReport))
      .addError(Forbidden)
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "Super admins: views per path over the last 7 (default) or 30 days, most viewed first.")
  )
  .middleware(Authentication)
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "Page views") {}
