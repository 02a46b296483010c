// A fleet of portals for trying the portal health overview at scale (DEMO_FLEET=500 with the demo seed)
// and for tests and the bench: N portals across agencies of 25, with every state the overview reports
// spread over them by their index, written with a few multi-row INSERTs (500 portals in well under a second).
import { randomUUID } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { Config, Effect } from "effect"

import type { PortalPlan } from "#contract/portal.ts"

import type { CrmAccount, CrmGrant } from "../db/seed.ts"
import { CrmSeeder } from "../db/seed.ts"
import { SubjectType } from "../domain/activity/subjects.ts"
import { LATEST_THEME_VERSION } from "../domain/versions/releases.ts"
import { Secrets } from "../lib/app-key.ts"

/** Hub ids of fleet portals start here (the demo world's lie far below). */
export const FLEET_FIRST_HUB_ID = 70_000_000
const PORTALS_PER_AGENCY = 25
const PLANS: ReadonlyArray<PortalPlan> = ["free", "core", "stack", "pro"]
const FULL_SCOPES = ["oauth", "content", "hubdb"]
/** Modules and theme files each fleet portal holds. */
const MODULES_HELD = 3
const FILES_HELD = 4

/** What the fleet portal with this index (0-based) is like: each state on a different stride, so they mix. */
export const fleetPortal = (index: number) => ({
  name: `Fleet Portal ${String(index + 1).padStart(4, "0")}`,
  plan: PLANS[index % PLANS.length]!,
  agency: Math.floor(index / PORTALS_PER_AGENCY),
  /** Connection revoked: no refresh token stored. */
  revoked: index % 10 === 3,
  /** Granted without the optional hubdb scope. */
  missingHubdb: index % 10 === 7,
  themeBehind: index % 3 === 1,
  /** One installed module a version behind. */
  moduleBehind: index % 4 === 2,
  /** One installed theme file a version behind. */
  fileBehind: index % 5 === 4,
  /** A batch finished with a failed job yesterday. */
  failedWork: index % 6 === 5,
  /** A batch still running. */
  runningWork: index % 12 === 0,
  setupPending: index % 8 === 6,
  /** The latest audit found an edited file. */
  drift: index % 9 === 8,
  /** Audited, and nothing changed. */
  audited: index % 9 === 0
})
export type FleetPortal = ReturnType<typeof fleetPortal>

export interface FleetOptions {
  readonly count: number
  /** Hub id of the first portal (tests seeding twice in one database pick another range). */
  readonly firstHubId?: number
  /** Grants from the CRM (the demo seed's sandbox accounts), keyed by hub id; others store a placeholder token. */
  readonly grants?: ReadonlyMap<number, CrmGrant>
}

/** The CRM accounts of a fleet: one per portal whose connection is not revoked. */
const fleetAccounts = (count: number, firstHubId = FLEET_FIRST_HUB_ID): ReadonlyArray<CrmAccount> =>
  Array.from({ length: count }, (_, index) => ({ index, portal: fleetPortal(index) }))
    .filter(({ portal }) => !portal.revoked)
    .map(({ index, portal }) => ({
      hub_id: firstHubId + index,
      name: portal.name,
      domain: `fleet-${firstHubId + index}.example.com`,
      scopes: portal.missingHubdb ? ["oauth", "content"] : FULL_SCOPES
    }))

/** Seeds the fleet; answers the portal ids in index order and the agency ids. */
export const seedFleet = (options: FleetOptions) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const secrets = yield* Secrets
    const firstHubId = options.firstHubId ?? FLEET_FIRST_HUB_ID
    const portals = Array.from({ length: options.count }, (_, index) => fleetPortal(index))
    if (portals.length === 0) return { portalIds: [], agencyIds: [] }
    const agencyCount = Math.ceil(portals.length / PORTALS_PER_AGENCY)
    // The demo's fleet is "Fleet Agency 01"...; a test's second fleet names its range too.
    const label = firstHubId === FLEET_FIRST_HUB_ID ? "" : `${(firstHubId - FLEET_FIRST_HUB_ID) / 10_000}-`

    const agencies = yield* sql<{ id: number }>`INSERT INTO agencies ${sql.insert(
      Array.from({ length: agencyCount }, (_, n) => ({
        name: `Fleet Agency ${label}${String(n + 1).padStart(2, "0")}`,
        admin_name: `Fleet Admin ${n + 1}`,
        admin_email: `fleet-${label}${n + 1}@example.com`,
        portals_available: PORTALS_PER_AGENCY,
        source: "other"
      }))
    )} RETURNING id`
    const agencyIds = agencies.map((row) => row.id)

    const rows = yield* sql<{ id: number; hub_id: number }>`INSERT INTO portals ${sql.insert(
      portals.map((portal, index) => {
        const hubId = firstHubId + index
        const grant = options.grants?.get(hubId)
        return {
          name: portal.name,
          hub_id: hubId,
          hub_url: `https://${hubId}.hs-sites.com`,
          domain: `fleet-${hubId}.example.com`,
          plan: portal.plan,
          version: portal.themeBehind ? "4.1.0" : LATEST_THEME_VERSION,
          portal_setup_status: !portal.setupPending,
          agency_id: agencyIds[portal.agency]!,
          refresh_token_encrypted: portal.revoked ? null : secrets.encrypt(grant?.refresh_token ?? `fleet-${hubId}`),
          scopes: portal.revoked ? [] : (grant?.scopes ?? (portal.missingHubdb ? ["oauth", "content"] : FULL_SCOPES))
        }
      })
    )} RETURNING id, hub_id::float8 AS hub_id`
    const portalIds = [...rows].sort((a, b) => a.hub_id - b.hub_id).map((row) => row.id)

    // Catalogue entries with at least two versions, so one can be held a version behind.
    const modules = yield* sql<{ id: number; versions: ReadonlyArray<string> }>`
      SELECT module_id AS id, array_agg(version ORDER BY string_to_array(version, '.')::int[]) AS versions
      FROM module_versions GROUP BY module_id HAVING count(*) > 1 ORDER BY module_id LIMIT ${MODULES_HELD}`
    const files = yield* sql<{ id: number; versions: ReadonlyArray<string> }>`
      SELECT theme_file_id AS id, array_agg(version ORDER BY string_to_array(version, '.')::int[]) AS versions
      FROM theme_file_versions GROUP BY theme_file_id HAVING count(*) > 1 ORDER BY theme_file_id LIMIT ${FILES_HELD}`
    const held = <A extends { readonly id: number; readonly versions: ReadonlyArray<string> }>(
      entries: ReadonlyArray<A>,
      behind: boolean
    ) => entries.map((entry, n) => ({ id: entry.id, version: behind && n === 0 ? entry.versions.at(-2)! : entry.versions.at(-1)! }))
    const moduleRows = portals.flatMap((portal, index) =>
      held(modules, portal.moduleBehind).map((module) => ({
        portal_id: portalIds[index]!,
        module_id: module.id,
        installed_version: module.version
      }))
    )
    if (moduleRows.length > 0) yield* sql`INSERT INTO portal_modules ${sql.insert(moduleRows)}`
    const fileRows = portals.flatMap((portal, index) =>
      held(files, portal.fileBehind).map((file) => ({
        portal_id: portalIds[index]!,
        theme_file_id: file.id,
        installed_version: file.version
      }))
    )
    if (fileRows.length > 0) yield* sql`INSERT INTO portal_files ${sql.insert(fileRows)}`

    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000)
    const batches = portals.flatMap((portal, index) => [
      ...(portal.failedWork
        ? [{ status: "finished", portal_id: portalIds[index]!, processed_jobs: 1, failed_jobs: 1, finished_at: dayAgo as Date | null }]
        : []),
      ...(portal.runningWork
        ? [{ status: "running", portal_id: portalIds[index]!, processed_jobs: 1, failed_jobs: 0, finished_at: null }]
        : [])
    ])
    if (batches.length > 0) {
      // Jobless batches: the worker claims jobs, so these stay as they are.
      yield* sql`INSERT INTO batches ${sql.insert(
        batches.map((row) => ({ id: randomUUID(), kind: "module-install", reference: "fleet", total_jobs: 2, created_at: dayAgo, ...row }))
      )}`
    }

    const audits = portals.flatMap((portal, index) =>
      portal.drift || portal.audited
        ? [
            {
              portal_id: portalIds[index]!,
              unchanged: 0,
              edited: portal.drift ? 1 : 0,
              missing: 0,
              added: 0,
              files: JSON.stringify(
                portal.drift
                  ? [
                      {
                        path: "sr/css/main.css",
                        kind: "theme-file",
                        owner_key: "css/main.css",
                        owner_name: "main.css",
                        installed_version: "2.0.0",
                        state: "edited"
                      }
                    ]
                  : []
              )
            }
          ]
        : []
    )
    if (audits.length > 0) yield* sql`INSERT INTO portal_audits ${sql.insert(audits)}`

    // One log entry a portal, minutes apart, so "last change" sorts.
    yield* sql`INSERT INTO activity_log ${sql.insert(
      portalIds.map((id, index) => ({
        event: "portal.added",
        created_at: new Date(Date.now() - (portals.length - index) * 60_000),
        subject_id: id,
        subject_type: SubjectType.Portal,
        properties: JSON.stringify({ fleet: true })
      }))
    )}`
    return { portalIds, agencyIds }
  })

/** DEMO_FLEET=500 with the demo seed: that many more portals in every state the health overview reports. */
export const seedDemoFleet = Effect.gen(function* () {
  const count = yield* Config.integer("DEMO_FLEET").pipe(Config.withDefault(0))
  if (count <= 0) return
  const crm = yield* CrmSeeder
  yield* seedFleet({ count, grants: yield* crm.grantAccounts(fleetAccounts(count)) })
  yield* Effect.logInfo(`Seeded a fleet of ${count} portals`)
})
