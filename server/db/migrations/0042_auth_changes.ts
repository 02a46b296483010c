// Every API process keeps a few seconds' memory of who each bearer token belongs to (domain/auth/AuthCache.ts).
// A change to what that answer is made of — users, tokens, memberships, grants, agencies, plans, which agency a
// portal belongs to — appends a row here, statement by statement, in the writer's own transaction; each
// process polls the newest id and forgets its memory when it moves. Appending (rather than bumping one
// counter row) takes no lock, so writers of these tables never wait on one another here, and a row becomes
// visible only when its transaction commits, so no process forgets too early and re-reads the old answer.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const watched = ["users", "api_tokens", "agency_user", "portal_provider", "agencies", "plans"] as const

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE TABLE auth_changes (id bigserial PRIMARY KEY)`)
  yield* sql.unsafe(`
    CREATE FUNCTION note_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO auth_changes DEFAULT VALUES;
      RETURN NULL;
    END
    $$`)
  for (const table of watched) {
    yield* sql.unsafe(
      `CREATE TRIGGER ${table}_auth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION note_auth_change()`
    )
  }
  // Users see how many portals each of their agencies has.
  yield* sql.unsafe(
    `CREATE TRIGGER portals_auth_change AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF agency_id ON portals
     FOR EACH STATEMENT EXECUTE FUNCTION note_auth_change()`
  )
})
