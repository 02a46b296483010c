// The activity log as super admins read it (spec 2 section 7, GET /logs): newest first by default,
// filtered by a keyword, in pages of LOG_PAGE_SIZE.
import { Effect } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import { LOG_PAGE_SIZE, type LogListParams, LogSortBy } from "#contract/log-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { INVALID_SORT_BY } from "../messages.ts"
import { requireAdmin } from "../policy/Policy.ts"

const isSortBy = (value: string): value is LogSortBy => (LogSortBy as ReadonlyArray<string>).includes(value)

export class ActivityLog extends Effect.Service<ActivityLog>()("server/domain/ActivityLog", {
  effect: Effect.gen(function* () {
    const activity = yield* ActivityLogRepo

    const list = (user: User, params: LogListParams) =>
      Effect.gen(function* () {
        yield* requireAdmin(user)
        const sortBy = params.sort_by ?? "created_at"
        if (!isSortBy(sortBy)) return yield* Unprocessable.field("sort_by", INVALID_SORT_BY)
        const page = params.page ?? 1
        const limit = params.limit ?? LOG_PAGE_SIZE
        const { rows, total } = yield* activity.list({
          keyword: params.keyword,
          sortBy,
          sortDirection: params.sort_direction ?? "desc",
          page,
          limit
        })
        return {
          data: { data: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total }
        }
      })

    return { list } as const
  })
}) {}
