// A digest of the stored data (per table: row count + md5 of the rows in a fixed order), to show that a
// refused request changed nothing.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Tables a refused request may legitimately write, left out of the digest:
 * - rate_limit_hits: counting refused attempts is what a rate limit is for.
 * - api_tokens: the bearer check stamps last_used_at on every authenticated call, refused or not.
 * - activity_log: security events (refused sign-ins, denied access) are logged by design (ASVS 7.2).
 * - mail_outbox: no refused request sends mail, but the fuzz caller's own sign-in may; kept out so a
 *   sign-in between batches cannot look like a change made by a refused request.
 * - crm_pacer_*, sandbox_hubspot_rate_limit_*: the CRM pacer and the HubSpot stand-in count calls, and a
 *   request refused after a CRM read (e.g. a missing HubDB table) has still made that call.
 * - sandbox_hubspot_access_tokens: the HubSpot stand-in mints an access token when the app refreshes an
 *   expired one before a CRM read, as HubSpot does; the read's answer (e.g. no such domain) may then be a 4xx.
 * - sandbox_stripe_idempotency_keys, sandbox_stripe_events: the Stripe stand-in records every call's key and
 *   event as Stripe does, including calls whose outcome the app then refuses.
 */
export const EXCLUDED_TABLES = new Set([
  "rate_limit_hits",
  "api_tokens",
  "activity_log",
  "mail_outbox",
  "crm_pacer_accounts",
  "crm_pacer_calls",
  "sandbox_hubspot_rate_limit_calls",
  "sandbox_hubspot_rate_limit_counters",
  "sandbox_hubspot_access_tokens",
  "sandbox_stripe_idempotency_keys",
  "sandbox_stripe_events"
])

export type Digest = Record<string, string>

/**
 * Provider webhooks the Stripe stand-in has yet to deliver make the app write payments in the background,
 * after the request that caused them answered: a digest waits (up to 30 s) until none is pending, so that it
 * only sees what requests did. (Batches need no wait: the fuzz's installs are refused or aim at nothing.)
 */
const settled = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (let attempt = 0; attempt < 300; attempt++) {
    const [row] = yield* sql<{ busy: number }>`
      SELECT count(*)::int AS busy FROM sandbox_stripe_events WHERE delivery_status = 'pending'`
    if (row === undefined || row.busy === 0) return
    yield* Effect.sleep("100 millis")
  }
})

export const digest = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* settled
  const tables = (yield* sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)
    .map((row) => row.name)
    .filter((name) => !EXCLUDED_TABLES.has(name) && !name.startsWith("_") && !name.includes("migration_log"))
  const union = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS value FROM "${name}" t`
    )
    .join(" UNION ALL ")
  const rows = yield* sql.unsafe<{ name: string; value: string }>(union)
  return Object.fromEntries(rows.map((row) => [row.name, row.value])) as Digest
}).pipe(Effect.orDie)

/** Tables whose digest differs. */
export const changedTables = (before: Digest, after: Digest) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort()
