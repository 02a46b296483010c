// What the tracking snippet reported (migration 0020): which running variant a reported page is, the
// events kept once per visitor, variant and kind, and the counts the results are computed from.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import type { ExperimentGoal } from "#contract/experiment-api.ts"

export type EventKind = "view" | "conversion"

export interface TrackedVariant {
  readonly experiment_id: number
  readonly variant_id: number
  readonly goal: ExperimentGoal
}

export interface VariantCounts {
  readonly visitors: number
  readonly conversions: number
}

export class ExperimentEventRepo extends Effect.Service<ExperimentEventRepo>()("server/db/ExperimentEventRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The variant of a running experiment that the account's page is, if any. */
    const runningVariant = (hubId: number, crmPageId: string) =>
      sql<TrackedVariant>`
        SELECT e.id AS experiment_id, v.id AS variant_id, e.goal
        FROM experiment_variants v
        JOIN experiments e ON e.id = v.experiment_id
        JOIN portals p ON p.id = e.portal_id
        WHERE v.crm_page_id = ${crmPageId} AND p.hub_id = ${hubId} AND e.status = 'running'
        ORDER BY e.id DESC LIMIT 1`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Keeps the event unless the visitor already has one of this kind for the variant; true when it was new. */
    const record = (variant: TrackedVariant, visitorId: string, kind: EventKind) =>
      sql<{ kind: string }>`
        INSERT INTO experiment_events (experiment_id, variant_id, visitor_id, kind)
        VALUES (${variant.experiment_id}, ${variant.variant_id}, ${visitorId}, ${kind})
        ON CONFLICT DO NOTHING RETURNING kind`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** Visitors (views) and conversions per variant of the given experiments. */
    const countsOf = (experimentIds: ReadonlyArray<number>) =>
      experimentIds.length === 0
        ? Effect.succeed(new Map<number, VariantCounts>())
        : sql<{ variant_id: number; visitors: number; conversions: number }>`
          SELECT variant_id,
                 count(*) FILTER (WHERE kind = 'view')::int AS visitors,
                 count(*) FILTER (WHERE kind = 'conversion')::int AS conversions
          FROM experiment_events WHERE ${sql.in("experiment_id", experimentIds)}
          GROUP BY variant_id`.pipe(
            Effect.map((rows) => new Map(rows.map((row) => [row.variant_id, { visitors: row.visitors, conversions: row.conversions }]))),
            Effect.orDie
          )

    return { runningVariant, record, countsOf } as const
  })
}) {}
