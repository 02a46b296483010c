// Test accounts ("hubs") of the sandbox HubSpot. Each new hub gets HubSpot's default blog.
import { randomInt } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

export const Account = Schema.Struct({ hub_id: Schema.Number, name: Schema.String, domain: Schema.String })
export type Account = typeof Account.Type

const decodeAccounts = Schema.decodeUnknown(Schema.Array(Account))

export const listAccounts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* decodeAccounts(
    yield* sql`SELECT hub_id::float8 AS hub_id, name, domain FROM sandbox_hubspot_accounts ORDER BY created_at, hub_id`
  )
}).pipe(Effect.orDie)

export const findAccount = (hubId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* decodeAccounts(
      yield* sql`SELECT hub_id::float8 AS hub_id, name, domain FROM sandbox_hubspot_accounts WHERE hub_id = ${hubId}`
    )
    return Option.fromNullable(rows[0])
  }).pipe(Effect.orDie)

/** Creates the account unless it exists (then leaves it as it is). */
export const ensureAccount = (account: Account) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const inserted = yield* sql`
      INSERT INTO sandbox_hubspot_accounts (hub_id, name, domain) VALUES (${account.hub_id}, ${account.name}, ${account.domain})
      ON CONFLICT (hub_id) DO NOTHING RETURNING hub_id`
    if (inserted.length > 0) {
      yield* sql`INSERT INTO sandbox_hubspot_blogs (hub_id, name, slug, public_title) VALUES (${account.hub_id}, 'Blog', 'blog', ${`${account.name} Blog`})`
    }
  }).pipe(Effect.orDie)

/** A new test account with a random 8-digit hub id, as the consent page's "Create a test account". */
export const createTestAccount = (name: string | undefined) =>
  Effect.gen(function* () {
    const hubId = randomInt(10_000_000, 99_999_999)
    const account: Account = {
      hub_id: hubId,
      name: name !== undefined && name.trim() !== "" ? name.trim() : `Test Account ${hubId}`,
      domain: `hub-${hubId}.sandbox.hubspot.localhost`
    }
    yield* ensureAccount(account)
    return account
  })
