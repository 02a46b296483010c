// The page_views table: one row per page a signed-in user opened (route pattern only).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import type { PageViewCount } from "#contract/page-view-api.ts"

export interface PageViewRow {
  readonly userId: number
  readonly agencyId: number | null
  readonly path: string
}

export class PageViewRepo extends Effect.Service<PageViewRepo>()("server/db/PageViewRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const record = (row: PageViewRow) =>
      sql`INSERT INTO page_views ${sql.insert({ user_id: row.userId, agency_id: row.agencyId, path: row.path })}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Views and distinct users per path since `since`, most viewed first (path breaks ties). */
    const countsSince = (since: Date) =>
      sql<PageViewCount>`
        SELECT path, count(*)::int AS views, count(DISTINCT user_id)::int AS users
        FROM page_views WHERE viewed_at >= ${since}
        GROUP BY path ORDER BY views DESC, path ASC`.pipe(Effect.orDie)

    return { record, countsSince } as const
  })
}) {}
