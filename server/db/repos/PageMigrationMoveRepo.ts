// The moves of a core portal's page migration (table page_migration_moves), and the portal's
// has_page_migration flag, which they decide: true while a confirmed move is not reverted (and, once the
// last one is reverted, has_migrate is false again).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export interface PageMoveRow {
  readonly page_id: string
  readonly name: string
  readonly template_before: string | null
  readonly template_after: string
  readonly moved_at: Date | null
  readonly reverted_at: Date | null
  readonly last_error: string | null
}

export interface PageMoveIntent {
  readonly portalId: number
  readonly pageId: string
  readonly name: string
  readonly templateBefore: string | null
  readonly templateAfter: string
  readonly batchId: string
}

const moveColumns = "page_id, name, template_before, template_after, moved_at, reverted_at, last_error"

export class PageMigrationMoveRepo extends Effect.Service<PageMigrationMoveRepo>()("server/db/PageMigrationMoveRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** has_page_migration from the moves, in the caller's transaction; answers the new value and whether it changed. */
    const syncFlag = (portalId: number) =>
      sql<{ before: boolean; after: boolean }>`
        WITH now_flag AS (
          SELECT EXISTS (SELECT 1 FROM page_migration_moves
                         WHERE portal_id = ${portalId} AND reverted_at IS NULL AND moved_at IS NOT NULL) AS value
        ), old AS (SELECT has_page_migration AS value FROM portals WHERE id = ${portalId})
        UPDATE portals SET has_page_migration = (SELECT value FROM now_flag), updated_at = now()
        WHERE id = ${portalId}
        RETURNING (SELECT value FROM old) AS before, has_page_migration AS after`.pipe(
        Effect.map((rows) => ({ flag: rows[0]?.after === true, changed: rows[0] !== undefined && rows[0].before !== rows[0].after }))
      )

    /**
     * Written before the page's PATCH: should the process die after HubSpot applied it, the row says the
     * page may be on our template. A page moved and never reverted keeps the template it had before our
     * first move; a reverted one starts over from what it has now.
     */
    const intend = (move: PageMoveIntent) =>
      sql`
        INSERT INTO page_migration_moves (portal_id, page_id, name, template_before, template_after, batch_id)
        VALUES (${move.portalId}, ${move.pageId}, ${move.name}, ${move.templateBefore}, ${move.templateAfter}, ${move.batchId})
        ON CONFLICT (portal_id, page_id) DO UPDATE SET
          name = EXCLUDED.name,
          template_before = CASE WHEN page_migration_moves.reverted_at IS NULL
            THEN page_migration_moves.template_before ELSE EXCLUDED.template_before END,
          moved_at = CASE WHEN page_migration_moves.reverted_at IS NULL THEN page_migration_moves.moved_at ELSE NULL END,
          template_after = EXCLUDED.template_after,
          batch_id = EXCLUDED.batch_id,
          reverted_at = NULL,
          revert_batch_id = NULL,
          updated_at = now()`.pipe(Effect.asVoid, Effect.orDie)

    /** HubSpot answered the PATCH: the page is moved; the portal now has a page migration. */
    const confirmMoved = (portalId: number, pageId: string) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`
          UPDATE page_migration_moves SET moved_at = now(), last_error = NULL, updated_at = now()
          WHERE portal_id = ${portalId} AND page_id = ${pageId}`
            return yield* syncFlag(portalId)
          })
        )
        .pipe(Effect.orDie)

    const recordError = (portalId: number, pageId: string, message: string) =>
      sql`
        UPDATE page_migration_moves SET last_error = ${message}, updated_at = now()
        WHERE portal_id = ${portalId} AND page_id = ${pageId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The page no longer exists in the CRM and no move of ours was confirmed: nothing to remember or revert. */
    const forgetUnconfirmed = (portalId: number, pageId: string) =>
      sql`
        DELETE FROM page_migration_moves
        WHERE portal_id = ${portalId} AND page_id = ${pageId} AND moved_at IS NULL AND reverted_at IS NULL`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Moves not reverted yet, confirmed or not (an unconfirmed PATCH may have landed), oldest first. */
    const unreverted = (portalId: number) =>
      sql<PageMoveRow>`
        SELECT ${sql.literal(moveColumns)} FROM page_migration_moves
        WHERE portal_id = ${portalId} AND reverted_at IS NULL ORDER BY updated_at, page_id`.pipe(Effect.orDie)

    const find = (portalId: number, pageId: string) =>
      sql<PageMoveRow>`
        SELECT ${sql.literal(moveColumns)} FROM page_migration_moves WHERE portal_id = ${portalId} AND page_id = ${pageId}`.pipe(
        Effect.map((rows) => rows[0]),
        Effect.orDie
      )

    /**
     * The page has its old template again; answers whether that cleared the portal's has_page_migration.
     * The last page put back makes the portal not migrated (has_migrate false) too: it may migrate again.
     */
    const markReverted = (portalId: number, pageId: string, revertBatchId: string, note: string | null) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`
          UPDATE page_migration_moves SET reverted_at = now(), revert_batch_id = ${revertBatchId}, last_error = ${note}, updated_at = now()
          WHERE portal_id = ${portalId} AND page_id = ${pageId} AND reverted_at IS NULL`
            const flag = yield* syncFlag(portalId)
            const cleared = flag.changed && !flag.flag
            if (cleared) yield* sql`UPDATE portals SET has_migrate = false, updated_at = now() WHERE id = ${portalId}`
            return cleared
          })
        )
        .pipe(Effect.orDie)

    return { intend, confirmMoved, recordError, forgetUnconfirmed, unreverted, find, markReverted } as const
  })
}) {}
