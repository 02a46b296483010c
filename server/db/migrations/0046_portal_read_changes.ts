// Every API process keeps a few seconds' memory of two reads that each portal-scoped GET makes (domain/portals/
// PortalReads.ts): whether a caller's scope sees a portal, and the module list's portal context (its plan, agency,
// tokens, holdings and purchases, and the catalogue's newest change). A change to what they are made of appends a
// row here, statement by statement, in the writer's own transaction (as auth_changes does for the auth cache);
// each process polls the newest id and forgets its memory when it moves. A process forgets at once after its own
// writes; the journal carries the changes other processes (and command-line imports) make.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const watched = [
  "portals",
  "agencies",
  "agency_user",
  "portal_provider",
  "portal_modules",
  "portal_module_purchases",
  "catalogue_changes"
] as const

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE TABLE portal_read_changes (id bigserial PRIMARY KEY)`)
  yield* sql.unsafe(`
    CREATE FUNCTION note_portal_read_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO portal_read_changes DEFAULT VALUES;
      RETURN NULL;
    END
    $$`)
  for (const table of watched) {
    yield* sql.unsafe(
      `CREATE TRIGGER ${table}_portal_read_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION note_portal_read_change()`
    )
  }
})
