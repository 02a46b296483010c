// Every page a core portal's migration moved, one row per (portal, CRM page): what its template was
// before our first move, what we set, and whether it has been reverted. Revert reads this table, not
// the batches, so it restores every moved page whatever batch moved it.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `CREATE TABLE page_migration_moves (
    portal_id integer NOT NULL REFERENCES portals (id) ON DELETE CASCADE,
    page_id text NOT NULL,
    name text NOT NULL,
    -- The page's template path before our first move (null: the page had none).
    template_before text,
    -- The template path we set (or are setting) in the portal's folder.
    template_after text NOT NULL,
    -- The page-migration batch that last moved it.
    batch_id text,
    -- Null while the move is asked for but HubSpot has not yet confirmed it (the PATCH may have landed).
    moved_at timestamptz,
    reverted_at timestamptz,
    revert_batch_id text,
    -- Why the last move or revert of this page failed; null once it succeeded.
    last_error text,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (portal_id, page_id)
  )`,
  `CREATE INDEX page_migration_moves_unreverted ON page_migration_moves (portal_id) WHERE reverted_at IS NULL`,
  // Portals migrated before this table: their moves from the done page jobs of every migration batch
  // (the earliest batch's 'from' is the template before the first move, the latest's 'to' the one now).
  `INSERT INTO page_migration_moves (portal_id, page_id, name, template_before, template_after, batch_id, moved_at)
   SELECT first.portal_id, first.page_id, last.name, first.template_before, last.template_after, last.batch_id, last.moved_at
   FROM (
     SELECT DISTINCT ON (b.portal_id, j.payload->>'page_id') b.portal_id, j.payload->>'page_id' AS page_id, j.payload->>'from' AS template_before
     FROM batch_jobs j JOIN batches b ON b.id = j.batch_id JOIN portals p ON p.id = b.portal_id
     WHERE b.kind = 'page-migration' AND j.status = 'done' AND j.payload->>'step' = 'page' AND p.has_page_migration
     ORDER BY b.portal_id, j.payload->>'page_id', b.created_at ASC
   ) first JOIN (
     SELECT DISTINCT ON (b.portal_id, j.payload->>'page_id') b.portal_id, j.payload->>'page_id' AS page_id, j.payload->>'name' AS name,
       j.payload->>'to' AS template_after, b.id AS batch_id, j.updated_at AS moved_at
     FROM batch_jobs j JOIN batches b ON b.id = j.batch_id JOIN portals p ON p.id = b.portal_id
     WHERE b.kind = 'page-migration' AND j.status = 'done' AND j.payload->>'step' = 'page' AND p.has_page_migration
     ORDER BY b.portal_id, j.payload->>'page_id', b.created_at DESC
   ) last ON last.portal_id = first.portal_id AND last.page_id = first.page_id`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
