// Rollouts over HTTP in server tests: starting one, following it until it has ended, and a fleet of portals with
// real sandbox HubSpot accounts (a grant each), so that the rollout's preview reads and its jobs write their folders.
import { SqlClient } from "@effect/sql"
import { Duration, Effect, Schedule } from "effect"

import { seedFleet } from "../../../server/composition/seed-fleet.ts"
import { PublicUrl } from "../../../server/lib/public-url.ts"
import { SandboxHubspotSettings, seedSandboxAccount } from "../../../server/sandbox/hubspot/index.ts"
import { TestApi } from "./TestApi.ts"

export const rolloutBase = "/portal/api/v2/rollouts"

export const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

export const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

export const post = (path: string, token: string, json?: unknown) =>
  Effect.flatMap(TestApi, (api) => api.request("POST", path, json === undefined ? { token } : { token, json }))

export const get = (path: string, token: string) => Effect.flatMap(TestApi, (api) => api.request("GET", path, { token }))

export interface RolloutView {
  readonly id: string
  readonly status: string
  readonly paused_reason: string | null
  readonly created_at: string
  readonly finished_at: string | null
  readonly rolled_back_by: string | null
  readonly rollback_of: string | null
  readonly counts: Record<string, number>
  readonly portals: ReadonlyArray<{
    readonly portal_id: number
    readonly portal_name: string
    readonly phase: string
    readonly status: string
    readonly action: string | null
    readonly from_version: string | null
    readonly to_version: string | null
    readonly credits_spent: number
    readonly reason: string | null
    readonly skip_reason: string | null
    readonly batch_id: string | null
    readonly items: ReadonlyArray<{ readonly label: string; readonly status: string; readonly error: string | null }>
  }>
}

export const readRollout = (token: string, id: string) =>
  Effect.map(get(`${rolloutBase}/${id}`, token), (reply) => reply.body.data as RolloutView)

/** Reads the rollout every 150 ms until `done` holds; fails the test after 90 s. */
export const awaitRollout = (token: string, id: string, done: (rollout: RolloutView) => boolean = (r) => r.finished_at !== null) =>
  readRollout(token, id).pipe(
    Effect.repeat(Schedule.recurWhile((rollout: RolloutView) => !done(rollout)).pipe(Schedule.addDelay(() => "150 millis"))),
    Effect.timeoutFail({ duration: Duration.seconds(90), onTimeout: () => new Error(`rollout ${id} did not get there`) }),
    Effect.orDie
  )

/** The module's installed version in the portal (null when it does not hold it). */
export const installedVersion = (portalId: number, key: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ version: string }>`
        SELECT pm.installed_version AS version FROM portal_modules pm JOIN modules m ON m.id = pm.module_id
        WHERE pm.portal_id = ${portalId} AND m.key = ${key}`
    ),
    (rows) => rows[0]?.version ?? null
  )

/** The portal holds the module at `version` (recorded only; its CRM folder is left as it is). */
export const holdModule = (portalId: number, key: string, version: string) =>
  sqlRun(
    (sql) => sql`
      INSERT INTO portal_modules (portal_id, module_id, installed_version)
      SELECT ${portalId}, id, ${version} FROM modules WHERE key = ${key}
      ON CONFLICT (portal_id, module_id) DO UPDATE SET installed_version = EXCLUDED.installed_version, previous_version = NULL`
  )

export const creditsOf = (agencyId: number) =>
  Effect.map(
    sqlRun((sql) => sql<{ credit_limit: number }>`SELECT credit_limit FROM agencies WHERE id = ${agencyId}`),
    (rows) => rows[0]!.credit_limit
  )

/** `count` fleet portals (one agency) each with a sandbox HubSpot account and a live grant stored encrypted. */
export const seedConnectedFleet = (count: number, firstHubId: number) =>
  Effect.gen(function* () {
    const { appUrl } = yield* PublicUrl
    const scopes = ["oauth", "content", "hubdb"]
    const grants = yield* Effect.forEach(
      Array.from({ length: count }, (_, index) => firstHubId + index),
      (hubId) =>
        Effect.map(
          seedSandboxAccount({ hubId, name: `Rollout fleet ${hubId}`, domain: `fleet-${hubId}.example.com`, scopes }),
          (token) => [hubId, { refresh_token: token, scopes }] as const
        )
    ).pipe(Effect.provide(SandboxHubspotSettings.fromEnv({ appUrl })))
    const seeded = yield* seedFleet({ count, firstHubId, grants: new Map(grants) }).pipe(Effect.orDie)
    return { ...seeded, grants: new Map(grants) }
  })
