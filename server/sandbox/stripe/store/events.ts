// Events as Stripe keeps them (retrievable, listable by type), each with its delivery record.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { newId } from "./ids.ts"

/** The API version events are rendered in, as an account's webhook endpoint pins one. */
export const EVENT_API_VERSION = "2025-03-31.basil"

const EventRow = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  object: Schema.Unknown,
  created: Schema.Number,
  delivery_status: Schema.Literal("pending", "delivered", "failed"),
  attempts: Schema.Number,
  last_response_status: Schema.NullOr(Schema.Number),
  last_error: Schema.NullOr(Schema.String)
})
export type EventRow = typeof EventRow.Type

const decode = Schema.decodeUnknown(Schema.Array(EventRow))

const columns = "id, type, object, created, delivery_status, attempts, last_response_status, last_error"

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

/** What the sandbox adds when listing events, so tests can see how delivery went. */
export const eventWithDelivery = (row: EventRow) => ({
  ...eventJson(row),
  delivery: { status: row.delivery_status, attempts: row.attempts, last_response_status: row.last_response_status, last_error: row.last_error }
})

export const recordEvent = (type: string, object: unknown) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId("evt")
    const created = Math.floor(Date.now() / 1000)
    yield* sql`INSERT INTO sandbox_stripe_events (id, type, object, created) VALUES (${id}, ${type}, ${JSON.stringify(object)}::jsonb, ${created})`
    return Option.getOrThrow(yield* findEvent(id))
  }).pipe(Effect.orDie)

export const findEvent = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_events WHERE id = ${id}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** Newest first, as Stripe lists events. */
export const listEvents = (type: string | undefined, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = type === undefined
      ? yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_events ORDER BY created_at DESC, id LIMIT ${limit}`
      : yield* sql`SELECT ${sql.literal(columns)} FROM sandbox_stripe_events WHERE type = ${type} ORDER BY created_at DESC, id LIMIT ${limit}`
    return yield* decode(rows)
  }).pipe(Effect.orDie)

export const recordAttempt = (id: string, outcome: { readonly delivered: boolean; readonly status: number | null; readonly error: string | null; readonly final: boolean }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const status = outcome.delivered ? "delivered" : outcome.final ? "failed" : "pending"
    yield* sql`
      UPDATE sandbox_stripe_events
      SET attempts = attempts + 1, delivery_status = ${status}, last_response_status = ${outcome.status}, last_error = ${outcome.error}
      WHERE id = ${id}`
  }).pipe(Effect.orDie)
