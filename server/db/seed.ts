// First-start data. Embedded default: the demo world (db/seed-data.ts), once — a second start keeps
// whatever the first one (and its users) left. DATABASE_URL: only the first super admin from
// ADMIN_EMAIL / ADMIN_PASSWORD. Plans and credit packs are reference data in migration 0001; the module
// catalogue is reference data written (idempotently) on every start, in both modes.
import { SqlClient } from "@effect/sql"
import { Context, Effect, Option, Redacted } from "effect"

import { AppConfig } from "../config.ts"
import { Secrets } from "../lib/app-key.ts"
import { hashPassword } from "../lib/password.ts"
import { seedCatalogue } from "./catalogue-seed.ts"
import { catalogueThemeFiles } from "./catalogue-seed-data.ts"
import { seedAgencies, seedCompleteThemePortals, seedInstalledFiles, seedInstalledModules, seedPortals, seedUsers } from "./seed-data.ts"
import { seedNotifications } from "./seed-notifications.ts"

export interface CrmAccount {
  readonly hub_id: number
  readonly name: string
  readonly domain: string
  /** What the app was granted on this account. */
  readonly scopes: ReadonlyArray<string>
  /** Site pages the account already has. */
  readonly pages?: ReadonlyArray<{ readonly name: string; readonly slug: string; readonly templatePath: string }>
}

export interface CrmGrant {
  readonly refresh_token: string
  readonly scopes: ReadonlyArray<string>
}

/** Creates CRM test accounts with a grant each (the sandbox HubSpot), keyed by hub id. */
export class CrmSeeder extends Context.Tag("server/db/CrmSeeder")<
  CrmSeeder,
  {
    readonly grantAccounts: (accounts: ReadonlyArray<CrmAccount>) => Effect.Effect<ReadonlyMap<number, CrmGrant>>
  }
>() {}

const seedDemoWorld = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const secrets = yield* Secrets
  const crm = yield* CrmSeeder

  const agencyIds = new Map<string, number>()
  for (const { key, ...agency } of seedAgencies) {
    const [row] = yield* sql<{ id: number }>`INSERT INTO agencies ${sql.insert({ ...agency, source: "other" })} RETURNING id`
    agencyIds.set(key, row!.id)
  }

  const grants = yield* crm.grantAccounts(
    seedPortals.map((portal) => ({
      hub_id: portal.hub_id,
      name: portal.name,
      domain: portal.domain ?? `${portal.hub_id}.hs-sites.com`,
      scopes: portal.scopes,
      ...(portal.crmPages === undefined ? {} : { pages: portal.crmPages })
    }))
  )
  const portalIds = new Map<string, number>()
  for (const portal of seedPortals) {
    const grant = grants.get(portal.hub_id)
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO portals ${sql.insert({
        ...(portal.id === undefined ? {} : { id: portal.id }),
        ...(portal.version === undefined ? {} : { version: portal.version }),
        name: portal.name,
        hub_id: portal.hub_id,
        hub_url: `https://${portal.hub_id}.hs-sites.com`,
        domain: portal.domain,
        plan: portal.plan,
        portal_type: portal.portal_type,
        portal_setup_status: portal.portal_setup_status,
        has_migrate: portal.has_migrate,
        agency_id: agencyIds.get(portal.agency)!,
        parent_id: portal.parent === undefined ? null : portalIds.get(portal.parent)!,
        refresh_token_encrypted: grant === undefined ? null : secrets.encrypt(grant.refresh_token),
        scopes: grant?.scopes ?? []
      })} RETURNING id`
    portalIds.set(portal.key, row!.id)
  }
  for (const held of seedInstalledModules) {
    yield* sql`
      INSERT INTO portal_modules (portal_id, module_id, installed_version)
      SELECT ${portalIds.get(held.portal)!}, id, ${held.version} FROM modules WHERE key = ${held.module}`
  }
  for (const portal of seedCompleteThemePortals) {
    for (const file of catalogueThemeFiles) {
      yield* sql`
        INSERT INTO portal_files (portal_id, theme_file_id, installed_version)
        SELECT ${portalIds.get(portal)!}, id, ${file.versions[file.versions.length - 1]!.version} FROM theme_files WHERE path = ${file.path}`
    }
  }
  for (const held of seedInstalledFiles) {
    yield* sql`
      INSERT INTO portal_files (portal_id, theme_file_id, installed_version)
      SELECT ${portalIds.get(held.portal)!}, id, ${held.version} FROM theme_files WHERE path = ${held.path}`
  }

  for (const user of seedUsers) {
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO users ${sql.insert({
        name: user.name,
        email: user.email,
        password_hash: user.password === null ? null : yield* hashPassword(user.password),
        is_admin: user.is_admin,
        is_support: user.is_support,
        sr_beta: user.sr_beta,
        is_demo: user.is_demo
      })} RETURNING id`
    for (const membership of user.memberships) {
      yield* sql`
        INSERT INTO agency_user ${sql.insert({ user_id: row!.id, agency_id: agencyIds.get(membership.agency)!, role: membership.role })}`
    }
    for (const grant of user.grants) {
      yield* sql`INSERT INTO portal_provider ${sql.insert({ user_id: row!.id, portal_id: portalIds.get(grant)! })}`
    }
  }
  yield* seedNotifications
  yield* Effect.logInfo("Seeded the demo agencies, users and portals")
})

const seedFirstAdmin = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const settings = yield* AppConfig
  const [admins] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM users WHERE is_admin`
  if ((admins?.count ?? 0) > 0) return
  if (Option.isNone(settings.adminEmail) || Option.isNone(settings.adminPassword)) {
    return yield* Effect.logWarning("No super admin exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.")
  }
  const email = settings.adminEmail.value
  yield* sql`
    INSERT INTO users ${sql.insert({
      name: "Super Admin",
      email,
      password_hash: yield* hashPassword(Redacted.value(settings.adminPassword.value)),
      is_admin: true,
      is_support: true
    })}
    ON CONFLICT (lower(email)) DO UPDATE SET is_admin = true`
  yield* Effect.logInfo(`Created the first super admin ${email}`)
})

/**
 * Seeds once per database: the demo world when the database has no user yet, else nothing. `moreDemo` runs
 * after the demo world, in the same transaction (the composition root's extras, such as a fleet of portals).
 */
export const seed = <E, R>(moreDemo: Effect.Effect<void, E, R>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const settings = yield* AppConfig
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* seedCatalogue
        if (!settings.seedDemo) return yield* seedFirstAdmin
        const [existing] = yield* sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM users) AS any`
        if (existing?.any !== true) {
          yield* seedDemoWorld
          yield* moreDemo
        }
      })
    )
  }).pipe(Effect.orDie)
