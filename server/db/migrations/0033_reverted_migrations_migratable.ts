// A core portal whose page migration was reverted in full kept has_migrate true, so it could never be
// migrated again (409). Such portals — every recorded move reverted, none left on our template — are not
// migrated: has_migrate goes back to false, as a revert now leaves it.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    UPDATE portals p SET has_migrate = false, updated_at = now()
    WHERE p.has_migrate AND NOT p.has_page_migration
      AND EXISTS (SELECT 1 FROM page_migration_moves m WHERE m.portal_id = p.id)
      AND NOT EXISTS (SELECT 1 FROM page_migration_moves m WHERE m.portal_id = p.id AND m.reverted_at IS NULL)`
})
