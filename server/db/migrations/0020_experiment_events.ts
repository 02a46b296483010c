// Experiments measured by the app itself: the HubSpot A/B test each experiment runs (its abTestId, which
// ab-test/end needs) and the events the tracking snippet reports, one row per visitor, variant and kind,
// so a visitor counts once as a view and once as a conversion of a variant however often the page reports.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `ALTER TABLE experiments ADD COLUMN ab_test_id text`,
  `CREATE TABLE experiment_events (
    experiment_id integer NOT NULL REFERENCES experiments (id) ON DELETE CASCADE,
    variant_id integer NOT NULL REFERENCES experiment_variants (id) ON DELETE CASCADE,
    visitor_id text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('view', 'conversion')),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (variant_id, visitor_id, kind)
  )`,
  `CREATE INDEX experiment_events_experiment ON experiment_events (experiment_id)`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
