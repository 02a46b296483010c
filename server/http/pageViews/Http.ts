// The "pageViews" group: the SPA's page-view beacon and the super admins' report.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { PageViews } from "../../domain/page-views/PageViews.ts"
import { withRetryAfter } from "../retryAfter.ts"

export const PageViewHttpLive = HttpApiBuilder.group(Api, "pageViews", (handlers) =>
  Effect.gen(function* () {
    const pageViews = yield* PageViews
    const data = <A>(value: A) => ({ data: value })
    return handlers
      .handle("record", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => withRetryAfter(pageViews.record(user, payload.path))).pipe(Effect.map(data))
      )
      .handle("report", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => pageViews.report(user, urlParams.days ?? "7")).pipe(Effect.map(data))
      )
  })
)
