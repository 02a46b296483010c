// First-party page views: recorded for the signed-in caller (their current agency), limited per user like
// the other per-caller limits (shared in PostgreSQL), and reported to super admins only.
import { Clock, Effect } from "effect"

import type { PageViewPeriod } from "#contract/page-view-api.ts"
import type { User } from "#contract/user.ts"

import { PageViewRepo } from "../../db/repos/PageViewRepo.ts"
import { RateLimiter } from "../auth/RateLimiter.ts"
import { requireAdmin } from "../policy/Policy.ts"

/** Page views a user may report per window: a person clicking fast opens a page a second at most. */
export const PAGE_VIEW_LIMIT = { max: 60, windowSeconds: 60 } as const

const DAY_MS = 24 * 60 * 60 * 1000

export class PageViews extends Effect.Service<PageViews>()("server/domain/PageViews", {
  effect: Effect.gen(function* () {
    const repo = yield* PageViewRepo
    const limiter = yield* RateLimiter

    const record = (user: User, path: string) =>
      Effect.gen(function* () {
        yield* limiter.take([{ key: `page-views:user:${user.id}`, ...PAGE_VIEW_LIMIT }], "page views")
        yield* repo.record({ userId: user.id, agencyId: user.agency?.id ?? null, path })
        return { recorded: true }
      })

    const report = (user: User, period: PageViewPeriod) =>
      Effect.gen(function* () {
        yield* requireAdmin(user)
        const days = Number(period)
        const now = yield* Clock.currentTimeMillis
        const paths = yield* repo.countsSince(new Date(now - days * DAY_MS))
        return { days, total: paths.reduce((sum, row) => sum + row.views, 0), paths }
      })

    return { record, report } as const
  }),
  dependencies: [PageViewRepo.Default]
}) {}
