// Optimistic concurrency for the records people edit in forms: agencies, plans, credit packs, users
// (the Users drawer and Account Details), portals and layouts. Each row carries lock_version, which
// every change of the row raises by one (a trigger, so that writes the forms do not make — a credit
// purchase raising credit_limit, a CRM reconnect — also make an open form stale instead of being
// overwritten by it), and updated_by, the user whose save changed it last (null: the app itself).
// A save names its editor with the transaction-local setting portal_builder.editor_id (see
// server/db/repos/RecordVersionRepo.ts); any other write leaves updated_by null.
// The column is lock_version, not version: portals already have a version (their theme's release).
// updated_by has no foreign key: deleting a user must not rewrite (and so re-version) what they edited.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export const VERSIONED_TABLES = ["agencies", "plans", "credit_packs", "users", "portals", "layouts"] as const

const schema = [
  `CREATE FUNCTION bump_lock_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.lock_version := OLD.lock_version + 1;
    NEW.updated_by := nullif(current_setting('portal_builder.editor_id', true), '')::integer;
    NEW.updated_at := now();
    RETURN NEW;
  END
  $$`,
  ...VERSIONED_TABLES.flatMap((table) => [
    `ALTER TABLE ${table} ADD COLUMN lock_version integer NOT NULL DEFAULT 1, ADD COLUMN updated_by integer`,
    // A statement that changes nothing in the row (not even updated_at) leaves the version alone.
    `CREATE TRIGGER ${table}_lock_version BEFORE UPDATE ON ${table}
      FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_lock_version()`
  ])
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
