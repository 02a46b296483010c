// What a portal or agency delete takes: the portals that go (each with its child portals,
// which the database deletes with their parent), their layouts and History entries, and an agency's
// members left in no other agency.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export interface DoomedPortal {
  readonly id: number
  readonly name: string
  readonly parent_id: number | null
  readonly hub_id: number
  readonly agency_id: number | null
}

export class DeletionRepo extends Effect.Service<DeletionRepo>()("server/db/DeletionRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /**
     * The given portals and every portal under them, each parent before its children. With `lock` (inside
     * the delete's transaction) their rows are locked, so no batch can be started on them until it commits.
     */
    const portalTree = (rootIds: ReadonlyArray<number>, lock: boolean) =>
      rootIds.length === 0
        ? Effect.succeed<ReadonlyArray<DoomedPortal>>([])
        : Effect.gen(function* () {
            const rows = yield* sql<DoomedPortal & { path: ReadonlyArray<number> }>`
            WITH RECURSIVE tree AS (
              SELECT id, 0 AS depth, ARRAY[id] AS path FROM portals WHERE ${sql.in("id", rootIds)}
              UNION ALL
              SELECT p.id, t.depth + 1, t.path || p.id FROM portals p JOIN tree t ON p.parent_id = t.id
              WHERE NOT p.id = ANY (t.path)
            )
            -- A portal under another root is listed under it (its longest path).
            SELECT DISTINCT ON (p.id) p.id, p.name, p.parent_id, p.hub_id::float8 AS hub_id, p.agency_id, t.path
            FROM tree t JOIN portals p ON p.id = t.id ORDER BY p.id, t.depth DESC`
            const ordered = [...rows].sort((a, b) => comparePaths(a.path, b.path))
            if (lock)
              yield* sql`SELECT id FROM portals WHERE ${sql.in(
                "id",
                ordered.map((row) => row.id)
              )} FOR UPDATE`
            return ordered.map(({ id, name, parent_id, hub_id, agency_id }): DoomedPortal => ({ id, name, parent_id, hub_id, agency_id }))
          }).pipe(Effect.orDie)

    /** The agency's own portals (their children go with them wherever they belong). */
    const agencyPortalIds = (agencyId: number) =>
      sql<{ id: number }>`SELECT id FROM portals WHERE agency_id = ${agencyId} ORDER BY id`.pipe(
        Effect.map((rows) => rows.map((row) => row.id)),
        Effect.orDie
      )

    const layoutsOf = (portalIds: ReadonlyArray<number>) =>
      portalIds.length === 0
        ? Effect.succeed<ReadonlyArray<{ id: number; name: string; portal_id: number }>>([])
        : sql<{ id: number; name: string; portal_id: number }>`
          SELECT id, name, portal_id FROM layouts WHERE ${sql.in("portal_id", portalIds)} ORDER BY portal_id, id`.pipe(Effect.orDie)

    const historyCount = (portalIds: ReadonlyArray<number>) =>
      portalIds.length === 0
        ? Effect.succeed(0)
        : sql<{ total: number }>`SELECT count(*)::int AS total FROM histories WHERE ${sql.in("portal_id", portalIds)}`.pipe(
            Effect.map((rows) => rows[0]?.total ?? 0),
            Effect.orDie
          )

    /** Members of the agency in no other agency: deleted with it (super admins never are). */
    const membersLeftAlone = (agencyId: number) =>
      sql<{ id: number; name: string; email: string }>`
        SELECT u.id, u.name, u.email FROM agency_user au JOIN users u ON u.id = au.user_id
        WHERE au.agency_id = ${agencyId} AND NOT u.is_admin
          AND NOT EXISTS (SELECT 1 FROM agency_user other WHERE other.user_id = au.user_id AND other.agency_id <> ${agencyId})
        ORDER BY u.id`.pipe(Effect.orDie)

    return { portalTree, agencyPortalIds, layoutsOf, historyCount, membersLeftAlone } as const
  })
}) {}

/** Depth-first order: a parent, then its children (by id), then the next root. */
const comparePaths = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!
  }
  return a.length - b.length
}
