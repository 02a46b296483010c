// A record's lock_version (0030) now rises only when something a form shows changes. Writes the app makes
// on its own to columns no form sends — a member switching their current agency, a password reset, a CRM
// reconnect storing new tokens and scopes, a portal's setup or migration flags, its theme release — used to
// make every open form of the row stale, so a super admin editing a user was refused with 409 because the
// user had switched agency. Those writes cannot be overwritten by a form (a save changes only the fields
// it sends), so they no longer count. Agencies keep counting every change: their form shows credit_limit
// and portals_available, which purchases change. A save through a form (one that names its editor) still
// raises the version even when it changes nothing, as before: the form's save is the edit.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Per table, the columns whose changes leave lock_version alone (with the version's own bookkeeping). */
const BOOKKEEPING = {
  users: ["current_agency_id", "password_hash"],
  portals: ["refresh_token_encrypted", "scopes", "has_migrate", "has_page_migration", "portal_setup_status", "version"]
} as const

const ALWAYS = ["updated_at", "lock_version", "updated_by"]

const schema = Object.entries(BOOKKEEPING).flatMap(([table, columns]) => {
  const ignored = `ARRAY[${[...ALWAYS, ...columns].map((column) => `'${column}'`).join(", ")}]`
  return [
    `DROP TRIGGER ${table}_lock_version ON ${table}`,
    `CREATE TRIGGER ${table}_lock_version BEFORE UPDATE ON ${table}
      FOR EACH ROW WHEN (
        (to_jsonb(OLD) - ${ignored}::text[]) IS DISTINCT FROM (to_jsonb(NEW) - ${ignored}::text[])
        OR coalesce(current_setting('portal_builder.editor_id', true), '') <> ''
      )
      EXECUTE FUNCTION bump_lock_version()`
  ]
})

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
