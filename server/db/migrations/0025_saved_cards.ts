// The cards each agency saved, as state of their own: saving billing details for a card edits it when
// the agency saved it before and adds it (as the default) otherwise. This was read from the activity
// log's payment-method.added entries, but the log is an audit trail (entries may be pruned) and that
// search grows with it. The table is filled from the log once: a card is saved when its newest
// added/updated/removed entry is not a removal.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The activity log's subject type of an agency, as it stood when this migration was written. */
const AGENCY_SUBJECT = "App\\Models\\Agency"

const schema = [
  `CREATE TABLE saved_cards (
    agency_id integer NOT NULL REFERENCES agencies (id) ON DELETE CASCADE,
    -- The provider's PaymentMethod (pm_...).
    payment_method text NOT NULL,
    brand text,
    last4 text,
    -- NULL for cards filled in from the activity log, which never recorded the expiry.
    exp_month integer,
    exp_year integer,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (agency_id, payment_method)
  )`
]

/** Fills saved_cards from the activity log; running it again adds nothing. */
export const backfillSavedCards = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) =>
    sql`
    INSERT INTO saved_cards (agency_id, payment_method, brand, last4, created_at, updated_at)
    SELECT latest.agency_id, latest.payment_method, latest.brand, latest.last4, latest.created_at, latest.created_at
    FROM (
      SELECT DISTINCT ON (log.subject_id, log.properties->>'payment_method')
             log.subject_id AS agency_id, log.properties->>'payment_method' AS payment_method, log.event,
             log.properties->>'brand' AS brand, log.properties->>'last4' AS last4, log.created_at
      FROM activity_log log
      JOIN agencies ON agencies.id = log.subject_id
      WHERE log.event IN ('payment-method.added', 'payment-method.updated', 'payment-method.removed')
        AND log.subject_type = ${AGENCY_SUBJECT}
        AND log.properties->>'payment_method' IS NOT NULL
      ORDER BY log.subject_id, log.properties->>'payment_method', log.id DESC
    ) latest
    WHERE latest.event <> 'payment-method.removed'
    ON CONFLICT (agency_id, payment_method) DO NOTHING`
)

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
  yield* backfillSavedCards
})
