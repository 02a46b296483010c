// The module list's catalogue page is kept in each API process's memory (domain/modules/CataloguePages.ts): a change
// to what a page is made of — modules and their versions — appends a row here, statement by statement, in the
// writer's own transaction (as auth_changes does for the auth cache). The list reads the newest id in the same
// statement as the portal's holdings, so a page is never served after a committed change: no polling, no staleness.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const watched = ["modules", "module_versions"] as const

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE TABLE catalogue_changes (id bigserial PRIMARY KEY)`)
  yield* sql.unsafe(`INSERT INTO catalogue_changes DEFAULT VALUES`)
  yield* sql.unsafe(`
    CREATE FUNCTION note_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO catalogue_changes DEFAULT VALUES;
      RETURN NULL;
    END
    $$`)
  for (const table of watched) {
    yield* sql.unsafe(
      `CREATE TRIGGER ${table}_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_change()`
    )
  }
})
