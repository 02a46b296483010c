// Idempotency keys: the key is claimed before the request runs and holds its answer afterwards.
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

const KeyRow = Schema.Struct({ request: Schema.String, status: Schema.NullOr(Schema.Number), body: Schema.NullOr(Schema.String) })
export type IdempotencyKeyRow = typeof KeyRow.Type

const decode = Schema.decodeUnknown(Schema.Array(KeyRow))

/** True when this request now owns the key; false when the key was used before. */
export const claimKey = (key: string, request: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      INSERT INTO sandbox_stripe_idempotency_keys (key, request) VALUES (${key}, ${request})
      ON CONFLICT (key) DO NOTHING RETURNING key`
    return rows.length > 0
  }).pipe(Effect.orDie)

export const findKey = (key: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decode(yield* sql`SELECT request, status, body FROM sandbox_stripe_idempotency_keys WHERE key = ${key}`)
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

export const storeAnswer = (key: string, status: number, body: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE sandbox_stripe_idempotency_keys SET status = ${status}, body = ${body} WHERE key = ${key}`
  }).pipe(Effect.orDie)

/** A request that died leaves no answer; the key is freed so a retry can run. */
export const releaseKey = (key: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM sandbox_stripe_idempotency_keys WHERE key = ${key} AND status IS NULL`
  }).pipe(Effect.orDie)
