// Authorization codes, grants (refresh tokens) and access tokens of the sandbox HubSpot.
import { randomBytes, randomUUID } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"

export const splitScopes = (scopes: string): Array<string> => scopes.split(/[\s,+]+/).filter((scope) => scope !== "")

const CodeRow = Schema.Struct({
  hub_id: Schema.Number,
  client_id: Schema.String,
  redirect_uri: Schema.String,
  scopes: Schema.String,
  code_challenge: Schema.NullOr(Schema.String),
  code_challenge_method: Schema.NullOr(Schema.String)
})
const GrantRow = Schema.Struct({ refresh_token: Schema.String, hub_id: Schema.Number, client_id: Schema.String, scopes: Schema.String })
const AccessRow = Schema.Struct({ hub_id: Schema.Number, scopes: Schema.String, client_id: Schema.String, expires_in: Schema.Number })

export type Grant = typeof GrantRow.Type
export interface AccessToken {
  readonly hubId: number
  readonly scopes: ReadonlyArray<string>
  readonly clientId: string
  /** Seconds left; zero or less means expired. */
  readonly expiresIn: number
}

const first =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (rows: ReadonlyArray<unknown>) =>
    Effect.map(Schema.decodeUnknown(Schema.Array(schema))(rows), (decoded) => Option.fromNullable(decoded[0]))

export const createAuthCode = (input: {
  hubId: number
  clientId: string
  redirectUri: string
  codeChallenge: { readonly challenge: string; readonly method: string } | null
  scopes: ReadonlyArray<string>
  ttlSeconds: number
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const code = randomUUID()
    yield* sql`DELETE FROM sandbox_hubspot_auth_codes WHERE expires_at < now() - interval '1 day'`
    yield* sql`
      INSERT INTO sandbox_hubspot_auth_codes (code, hub_id, client_id, redirect_uri, scopes, code_challenge, code_challenge_method, expires_at)
      VALUES (${code}, ${input.hubId}, ${input.clientId}, ${input.redirectUri}, ${input.scopes.join(" ")},
              ${input.codeChallenge?.challenge ?? null}, ${input.codeChallenge?.method ?? null},
              now() + make_interval(secs => ${input.ttlSeconds}))`
    return code
  }).pipe(Effect.orDie)

/** Marks the code used and returns it, once, while it is fresh. */
export const consumeAuthCode = (code: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE sandbox_hubspot_auth_codes SET used_at = now()
      WHERE code = ${code} AND used_at IS NULL AND expires_at > now()
      RETURNING hub_id::float8 AS hub_id, client_id, redirect_uri, scopes, code_challenge, code_challenge_method`
    return yield* first(CodeRow)(rows)
  }).pipe(Effect.orDie)

export const createGrant = (input: { hubId: number; clientId: string; scopes: ReadonlyArray<string>; seeded: boolean }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const refreshToken = randomUUID()
    yield* sql`
      INSERT INTO sandbox_hubspot_grants (refresh_token, hub_id, client_id, scopes, seeded)
      VALUES (${refreshToken}, ${input.hubId}, ${input.clientId}, ${input.scopes.join(" ")}, ${input.seeded})`
    return refreshToken
  }).pipe(Effect.orDie)

export const findGrant = (refreshToken: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT refresh_token, hub_id::float8 AS hub_id, client_id, scopes FROM sandbox_hubspot_grants
      WHERE refresh_token = ${refreshToken} AND revoked_at IS NULL`
    return yield* first(GrantRow)(rows)
  }).pipe(Effect.orDie)

export const findSeededGrant = (hubId: number, clientId: string, scopes: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT refresh_token, hub_id::float8 AS hub_id, client_id, scopes FROM sandbox_hubspot_grants
      WHERE hub_id = ${hubId} AND client_id = ${clientId} AND scopes = ${scopes.join(" ")} AND seeded AND revoked_at IS NULL
      ORDER BY created_at LIMIT 1`
    return yield* first(GrantRow)(rows)
  }).pipe(Effect.orDie)

export const revokeGrant = (refreshToken: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE sandbox_hubspot_grants SET revoked_at = now() WHERE refresh_token = ${refreshToken}`
  ).pipe(Effect.asVoid, Effect.orDie)

export const issueAccessToken = (grant: Grant, ttlSeconds: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const token = `sbx-${randomBytes(32).toString("base64url")}`
    // Each refresh adds a token; the grant's expired ones are of no use to anyone.
    yield* sql`DELETE FROM sandbox_hubspot_access_tokens WHERE refresh_token = ${grant.refresh_token} AND expires_at < now()`
    yield* sql`
      INSERT INTO sandbox_hubspot_access_tokens (token, refresh_token, hub_id, expires_at)
      VALUES (${token}, ${grant.refresh_token}, ${grant.hub_id}, now() + make_interval(secs => ${ttlSeconds}))`
    return token
  }).pipe(Effect.orDie)

/** The token's hub, scopes and remaining life; None when unknown or its grant was revoked. */
export const findAccessToken = (token: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      SELECT t.hub_id::float8 AS hub_id, g.scopes, g.client_id,
             floor(extract(epoch FROM t.expires_at - now()))::float8 AS expires_in
      FROM sandbox_hubspot_access_tokens t JOIN sandbox_hubspot_grants g USING (refresh_token)
      WHERE t.token = ${token} AND g.revoked_at IS NULL`
    const row = yield* first(AccessRow)(rows)
    return Option.map(row, (found): AccessToken => ({
      hubId: found.hub_id,
      scopes: splitScopes(found.scopes),
      clientId: found.client_id,
      expiresIn: found.expires_in
    }))
  }).pipe(Effect.orDie)

/** The account's live grants to the app: scopes and when each was made, newest first. */
export const grantsOfAccount = (hubId: number, clientId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<{ scopes: string; created_at: string }>`
      SELECT scopes, created_at::text AS created_at FROM sandbox_hubspot_grants
      WHERE hub_id = ${hubId} AND client_id = ${clientId} AND revoked_at IS NULL
      ORDER BY created_at DESC`
  }).pipe(Effect.orDie)

/**
 * Uninstalls the app from the account, as HubSpot's "Connected apps" settings do: every grant (refresh
 * token), its access tokens and pending authorization codes are deleted, so the next refresh answers
 * BAD_REFRESH_TOKEN.
 */
export const uninstallApp = (hubId: number, clientId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM sandbox_hubspot_auth_codes WHERE hub_id = ${hubId} AND client_id = ${clientId}`
    // Access tokens go with their grant (ON DELETE CASCADE).
    const deleted =
      yield* sql`DELETE FROM sandbox_hubspot_grants WHERE hub_id = ${hubId} AND client_id = ${clientId} RETURNING refresh_token`
    return deleted.length
  }).pipe(Effect.orDie)

/** Ends one access token (revocation of an access token); its grant stays. */
export const deleteAccessToken = (token: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM sandbox_hubspot_access_tokens WHERE token = ${token} RETURNING token`).pipe(
    Effect.map((rows) => rows.length > 0),
    Effect.orDie
  )
