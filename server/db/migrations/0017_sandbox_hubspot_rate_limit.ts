// The sandbox HubSpot's ten-second rate limit, kept in the database so every API process on one
// database shares it: the accepted calls of each (account, app) with the database's clock, and
// running totals of accepted and refused calls that tests read to prove no call went over.
// IF NOT EXISTS: the sandbox's test server also applies it on a database holding only 0002.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

const schema = [
  `CREATE TABLE IF NOT EXISTS sandbox_hubspot_rate_limit_calls (
    hub_id bigint NOT NULL,
    client_id text NOT NULL,
    at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS sandbox_hubspot_rate_limit_calls_key_idx ON sandbox_hubspot_rate_limit_calls (hub_id, client_id, at)`,
  `CREATE TABLE IF NOT EXISTS sandbox_hubspot_rate_limit_counters (
    hub_id bigint NOT NULL,
    client_id text NOT NULL,
    accepted bigint NOT NULL DEFAULT 0,
    refused bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (hub_id, client_id)
  )`
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const statement of schema) {
    yield* sql.unsafe(statement)
  }
})
