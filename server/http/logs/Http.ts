// The "logs" group: the activity log for super admins (spec 2 section 7, GET /logs).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { Api } from "#contract/api.ts"
import { Forbidden, Unprocessable } from "#contract/errors.ts"
import { LOG_PAGE_SIZE, type LogListParams, LogSortBy } from "#contract/log-api.ts"
import { CurrentUser } from "#contract/security.ts"
import type { User } from "#contract/user.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { FORBIDDEN } from "../../domain/messages.ts"
import { isAdmin } from "../../domain/portals/PortalCatalog.ts"

const isSortBy = (value: string): value is LogSortBy => (LogSortBy as ReadonlyArray<string>).includes(value)

export const LogHttpLive = HttpApiBuilder.group(Api, "logs", (handlers) =>
  Effect.gen(function*() {
    const activity = yield* ActivityLogRepo

    const list = (user: User, params: LogListParams) =>
      Effect.gen(function*() {
        if (!isAdmin(user)) return yield* new Forbidden({ message: FORBIDDEN })
        const sortBy = params.sort_by ?? "created_at"
        if (!isSortBy(sortBy)) return yield* new Unprocessable({ message: "The selected sort_by is invalid." })
        const page = params.page ?? 1
        const limit = params.limit ?? LOG_PAGE_SIZE
        const { rows, total } = yield* activity.list({ keyword: params.keyword, sortBy, sortDirection: params.sort_direction ?? "desc", page, limit })
        return {
          data: { data: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total }
        }
      })

    return handlers.handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => list(user, urlParams)))
  }))
