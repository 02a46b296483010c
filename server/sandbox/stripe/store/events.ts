// Events as Stripe keeps them (retrievable, listable by type), each a row with its delivery state:
// pending until the app's webhook takes it (next_attempt_at says when to try), then delivered or failed.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

import { newId } from "./ids.ts"

/**
 * The API version events are rendered in, as an account's webhook endpoint pins one: the version the
 * app's `stripe` SDK (package.json) is pinned to, so the app reads events in the shape it expects.
 */
export const EVENT_API_VERSION = "2026-10-28.endive"

const EventRow = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  object: Schema.Unknown,
  created: Schema.Number,
  delivery_status: Schema.Literal("pending", "delivered", "failed"),
  attempts: Schema.Number,
  last_response_status: Schema.NullOr(Schema.Number),
  last_error: Schema.NullOr(Schema.String),
  seq: Schema.NumberFromString,
  next_attempt_at: Schema.NullOr(Schema.Number)
})
export type EventRow = typeof EventRow.Type

const decode = Schema.decodeUnknown(Schema.Array(EventRow))

const columnsOf = (table: string) =>
  ["id", "type", "object", "created", "delivery_status", "attempts", "last_response_status", "last_error"]
    .map((column) => `${table}.${column}`)
    .join(", ") + `, ${table}.seq::text AS seq, (extract(epoch FROM ${table}.next_attempt_at) * 1000)::float8 AS next_attempt_at`

// seq is rendered as text under its own name, so ORDER BY must name the table's column, not the alias.
const columns = columnsOf("sandbox_stripe_events")

/** The event exactly as delivered to the webhook. */
export const eventJson = (row: EventRow) => ({
  id: row.id,
  object: "event",
  api_version: EVENT_API_VERSION,
  type: row.type,
  created: row.created,
  livemode: false,
  pending_webhooks: row.delivery_status === "delivered" ? 0 : 1,
  request: { id: null, idempotency_key: null },
  data: { object: row.object }
})

/** The sandbox's own view (never on /v1, which answers Stripe's fields only): how delivery went. */
export const eventWithDelivery = (row: EventRow) => ({
  ...eventJson(row),
  delivery: {
    status: row.delivery_status,
    attempts: row.attempts,
    last_response_status: row.last_response_status,
    last_error: row.last_error,
    next_attempt_at: row.delivery_status === "pending" && row.next_attempt_at !== null ? Math.floor(row.next_attempt_at / 1000) : null
  }
})

/** Records the event as pending, first due after `delayMillis`. */
export const recordEvent = (type: string, object: unknown, delayMillis = 0) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("evt")
    const created = Math.floor(Date.now() / 1000)
    yield* sql`
      INSERT INTO sandbox_stripe_events (id, type, object, created, next_attempt_at)
      VALUES (${id}, ${type}, ${JSON.stringify(object)}::jsonb, ${created}, now() + ${delayMillis} * interval '1 millisecond')`
    return Option.getOrThrow(yield* findEvent(id))
  }).pipe(Effect.orDie)

/** How long a claimed attempt holds its event; a process killed mid-attempt frees it after this. */
export const CLAIM_LEASE_MILLIS = 30_000

/**
 * Claims up to `limit` due pending events for one worker: SKIP LOCKED keeps two workers (two API
 * processes) from taking the same event, and the lease keeps it theirs while the POST is under way.
 */
export const claimDueEvents = (limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(
      yield* sql`
      WITH due AS (
        SELECT id FROM sandbox_stripe_events
        WHERE delivery_status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, seq
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE sandbox_stripe_events AS event SET next_attempt_at = now() + ${CLAIM_LEASE_MILLIS} * interval '1 millisecond'
      FROM due WHERE event.id = due.id
      RETURNING ${sql.literal(columnsOf("event"))}`
    )
    return [...rows].sort((a, b) => a.seq - b.seq)
  }).pipe(Effect.orDie)

/** Milliseconds until the next pending event is due, if any is pending. */
export const millisUntilNextDue = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ readonly wait: number | null }>`
    SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS wait
    FROM sandbox_stripe_events WHERE delivery_status = 'pending'`
  const wait = rows[0]?.wait
  return wait === null || wait === undefined ? Option.none() : Option.some(Math.max(0, wait))
}).pipe(Effect.orDie)

/** Gives a claimed event back at once (its attempt was interrupted, e.g. by a shutdown). */
export const releaseClaim = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_events SET next_attempt_at = now() WHERE id = ${id} AND delivery_status = 'pending'`
  }).pipe(Effect.orDie)

export const findEvent = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_events WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/**
 * One page of events, newest first, after (older than) or before (newer than) a given event, as
 * Stripe pages them; one row more than asked tells whether more follow.
 */
export const pageEvents = (page: {
  readonly types: ReadonlyArray<string>
  readonly after?: string | undefined
  readonly before?: string | undefined
  readonly limit: number
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const conditions = [
      ...(page.types.length === 0 ? [] : [sql`type IN ${sql.in(page.types)}`]),
      ...(page.after === undefined ? [] : [sql`seq < (SELECT seq FROM sandbox_stripe_events WHERE id = ${page.after})`]),
      ...(page.before === undefined ? [] : [sql`seq > (SELECT seq FROM sandbox_stripe_events WHERE id = ${page.before})`])
    ]
    const rows = yield* decode(
      yield* sql`
      SELECT ${sql.literal(columns)} FROM sandbox_stripe_events WHERE ${sql.and(conditions)}
      ORDER BY sandbox_stripe_events.seq ${sql.literal(page.before === undefined ? "DESC" : "ASC")} LIMIT ${page.limit + 1}`
    )
    const data = rows.slice(0, page.limit)
    return { data: page.before === undefined ? data : data.reverse(), hasMore: rows.length > page.limit }
  }).pipe(Effect.orDie)

/** Newest first, as Stripe lists events. */
export const listEvents = (type: string | undefined, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      type === undefined
        ? yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_events ORDER BY sandbox_stripe_events.seq DESC LIMIT ${limit}`
        : yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_events WHERE type = ${type} ORDER BY sandbox_stripe_events.seq DESC LIMIT ${limit}`
    return yield* decode(rows)
  }).pipe(Effect.orDie)

/**
 * One attempt's outcome: delivered; or failed, then tried again after `retryAfterMillis` or, when that
 * is null, given up (failed). A resend's outcome passes `keepSchedule` to leave the state as it was
 * unless the webhook took the event.
 */
export const recordAttempt = (
  id: string,
  outcome: {
    readonly delivered: boolean
    readonly status: number | null
    readonly error: string | null
    readonly retryAfterMillis: number | null
    readonly keepSchedule?: boolean
  }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (outcome.delivered) {
      yield* sql`
        UPDATE sandbox_stripe_events
        SET attempts = attempts + 1, delivery_status = 'delivered', next_attempt_at = NULL, last_response_status = ${outcome.status}, last_error = NULL
        WHERE id = ${id}`
    } else if (outcome.keepSchedule === true) {
      yield* sql`
        UPDATE sandbox_stripe_events SET attempts = attempts + 1, last_response_status = ${outcome.status}, last_error = ${outcome.error}
        WHERE id = ${id}`
    } else if (outcome.retryAfterMillis === null) {
      yield* sql`
        UPDATE sandbox_stripe_events
        SET attempts = attempts + 1, delivery_status = 'failed', next_attempt_at = NULL, last_response_status = ${outcome.status}, last_error = ${outcome.error}
        WHERE id = ${id} AND delivery_status = 'pending'`
    } else {
      yield* sql`
        UPDATE sandbox_stripe_events
        SET attempts = attempts + 1, next_attempt_at = now() + ${outcome.retryAfterMillis} * interval '1 millisecond',
            last_response_status = ${outcome.status}, last_error = ${outcome.error}
        WHERE id = ${id} AND delivery_status = 'pending'`
    }
  }).pipe(Effect.orDie)
