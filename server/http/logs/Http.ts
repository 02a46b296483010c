// The "logs" group: the activity log for super admins (spec 2 section 7, GET /logs).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { ActivityLog } from "../../domain/activity/ActivityLog.ts"

export const LogHttpLive = HttpApiBuilder.group(Api, "logs", (handlers) =>
  Effect.gen(function* () {
    const activityLog = yield* ActivityLog
    return handlers.handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => activityLog.list(user, urlParams)))
  })
)
