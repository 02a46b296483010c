// Layout rollouts: a portal's part of one is several modules and theme files, each with its own versions, so the
// portal's row keeps them (parts: null for a rollout of one module, theme file or theme version, whose versions are
// the row's own). Credits: a layout's portal may buy several modules, so the row names each module it bought
// (credit_keys); a job run again after a kill -9 buys a module only when the row does not name it yet, and a
// failed install gives back that module's credit alone. Existing rows that spent a credit name their module.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`ALTER TABLE rollout_portals ADD COLUMN parts jsonb`)
  yield* sql.unsafe(`ALTER TABLE rollout_portals ADD COLUMN credit_keys text[] NOT NULL DEFAULT '{}'`)
  yield* sql.unsafe(`
    UPDATE rollout_portals rp SET credit_keys = ARRAY[r.change->>'module_key']
    FROM rollouts r
    WHERE r.id = rp.rollout_id AND rp.credits_spent > 0 AND r.change->>'kind' = 'module'`)
})
