// Whose a request's target is, read before the request is decoded (server/http/middleware/rights.ts):
// the portal or agency that a layout, history entry, batch, experiment, task, payment or user belongs to.
// Each lookup answers none for an id that names nothing, so the operation's own 404 stays the answer.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

const first = <A>(rows: ReadonlyArray<A>) => Option.fromNullable(rows[0])

export class RightsRepo extends Effect.Service<RightsRepo>()("server/db/RightsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const portal = (id: number) =>
      sql<{ agency_id: number | null }>`SELECT agency_id FROM portals WHERE id = ${id}`.pipe(Effect.map(first), Effect.orDie)

    const agencyExists = (id: number) =>
      sql<{ id: number }>`SELECT id FROM agencies WHERE id = ${id}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** A saved layout or history entry: its portal, its portal's agency and its author. */
    const authored = (table: "layouts" | "histories", id: number) =>
      sql<{ portal_id: number; agency_id: number | null; created_by: number | null }>`
        SELECT t.portal_id, p.agency_id, t.created_by FROM ${sql(table)} t JOIN portals p ON p.id = t.portal_id
        WHERE t.id = ${id}`.pipe(Effect.map(first), Effect.orDie)

    const batchPortal = (id: string) =>
      sql<{ portal_id: number }>`SELECT portal_id FROM batches WHERE id = ${id}`.pipe(Effect.map(first), Effect.orDie)

    const experimentPortal = (id: number) =>
      sql<{ portal_id: number }>`SELECT portal_id FROM experiments WHERE id = ${id}`.pipe(Effect.map(first), Effect.orDie)

    const taskAgency = (id: number) =>
      sql<{ agency_id: number }>`SELECT agency_id FROM tasks WHERE id = ${id}`.pipe(Effect.map(first), Effect.orDie)

    const payment = (id: number) =>
      sql<{ agency_id: number; user_id: number | null }>`SELECT agency_id, user_id FROM payments WHERE id = ${id}`.pipe(
        Effect.map(first),
        Effect.orDie
      )

    /** A user others may be shown (demo accounts are nobody's) and the agencies they belong to. */
    const userAgencies = (id: number) =>
      Effect.gen(function* () {
        const [user] = yield* sql<{ is_demo: boolean }>`SELECT is_demo FROM users WHERE id = ${id}`
        if (user === undefined || user.is_demo) return Option.none<ReadonlyArray<number>>()
        const rows = yield* sql<{ agency_id: number }>`SELECT agency_id FROM agency_user WHERE user_id = ${id}`
        return Option.some(rows.map((row) => row.agency_id))
      }).pipe(Effect.orDie)

    return { portal, agencyExists, authored, batchPortal, experimentPortal, taskAgency, payment, userAgencies } as const
  })
}) {}
