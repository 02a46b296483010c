// Rollouts: one change (a module installed or upgraded) taken to many portals as one durable piece of work, and
// each portal's part of it. A portal's row keeps the portal's and its agency's names: a deleted portal's row stays
// in the rollout's results (as batch_cancellations keeps a deleted portal's batch), so there is no foreign key to
// portals; the coordinator fails a portal it finds gone. A rollback is a rollout of its own naming the one it
// undoes (at most one per rollout: the unique index refuses a second).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `CREATE TABLE rollouts (
    id uuid PRIMARY KEY,
    change jsonb NOT NULL,
    title text NOT NULL,
    status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'paused', 'cancelled', 'finished')),
    paused_reason text,
    canary_size integer NOT NULL CHECK (canary_size >= 1),
    failure_threshold integer NOT NULL CHECK (failure_threshold >= 1),
    -- Failed portals a resume accepted: the threshold counts the failures after them, and a failed canary a
    -- resume accepted no longer holds the rest back.
    accepted_failures integer NOT NULL DEFAULT 0,
    rollback_of uuid REFERENCES rollouts (id) ON DELETE CASCADE,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`,
  `CREATE UNIQUE INDEX rollouts_rollback_of_idx ON rollouts (rollback_of) WHERE rollback_of IS NOT NULL`,
  // The coordinator's pass: rollouts that still have work.
  `CREATE INDEX rollouts_open_idx ON rollouts (created_at) WHERE finished_at IS NULL`,
  `CREATE TABLE rollout_portals (
    rollout_id uuid NOT NULL REFERENCES rollouts (id) ON DELETE CASCADE,
    portal_id integer NOT NULL,
    portal_name text NOT NULL,
    agency_id integer,
    agency_name text,
    seq integer NOT NULL,
    phase text NOT NULL CHECK (phase IN ('canary', 'rest')),
    status text NOT NULL CHECK (status IN ('skipped', 'pending', 'running', 'succeeded', 'failed', 'cancelled')),
    action text CHECK (action IN ('install', 'upgrade', 'revert', 'remove')),
    from_version text,
    to_version text,
    credits_spent integer NOT NULL DEFAULT 0,
    reason text,
    skip_reason text,
    batch_id text,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (rollout_id, portal_id)
  )`,
  // "Rollouts of a portal": the list's visibility and the preview's "busy" check.
  `CREATE INDEX rollout_portals_portal_idx ON rollout_portals (portal_id, rollout_id)`,
  `CREATE INDEX rollout_portals_open_idx ON rollout_portals (rollout_id, seq) WHERE status IN ('pending', 'running')`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
