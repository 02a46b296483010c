// The seeded cast and resources both fuzz files aim at. Agency A is the seeded Demo Agency (agency@ is its
// admin, user@ a user granted Acme Portal); agency B is Northwind (north@ its admin). Resources the seed
// has none of (a layout, a history, an experiment, a task, a batch, a payment) are inserted for agency A.
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import { GUEST_PORTAL_ID } from "#contract/portal.ts"

import type { TestApi } from "../support/TestApi.ts"
import { Seeded } from "../support/TestApi.ts"
import type { Operation } from "./inventory.ts"

export const Callers = ["superAdmin", "agencyAdmin", "user", "otherAgencyAdmin", "none"] as const
export type Caller = (typeof Callers)[number]

export const logins: Record<Exclude<Caller, "none">, { readonly email: string; readonly password: string }> = {
  superAdmin: Seeded.admin,
  agencyAdmin: Seeded.agencyAdmin,
  user: Seeded.user,
  otherAgencyAdmin: Seeded.northwind
}

export interface Fixtures {
  readonly agencyA: number
  readonly agencyB: number
  /** Zenith: an agency nothing else depends on, the target of destructive fuzzing. */
  readonly spareAgency: number
  readonly portalA: number
  readonly portalB: number
  readonly sparePortal: number
  readonly userA: number
  readonly adminA: number
  readonly spareUser: number
  readonly planId: number
  readonly creditPackId: number
  readonly notificationId: number
  readonly moduleKey: string
  readonly layoutA: number
  readonly historyA: number
  readonly experimentA: number
  readonly taskA: number
  readonly batchA: string
  readonly paymentA: number
  /** A finished rollout on Acme Portal whose one portal failed (nothing to roll back). */
  readonly rolloutA: string
  /** Text that appears only in agency A's data: a refused answer must not contain any of it. */
  readonly secretsA: ReadonlyArray<string>
}

const one = <A>(rows: ReadonlyArray<A>, what: string): A => {
  if (rows[0] === undefined) throw new Error(`fixture missing: ${what}`)
  return rows[0]
}

export const makeFixtures = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const idOf = (table: string, column: string, value: string) =>
    Effect.map(
      sql.unsafe<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1 ORDER BY id LIMIT 1`, [value]),
      (rows) => one(rows, `${table}.${column}=${value}`).id
    )
  const agencyA = yield* idOf("agencies", "admin_email", "agency@example.com")
  const agencyB = yield* idOf("agencies", "admin_email", "north@example.com")
  const spareAgency = yield* idOf("agencies", "admin_email", "zero@example.com")
  const portalA = yield* idOf("portals", "name", "Acme Portal")
  const portalB = yield* idOf("portals", "name", "Northwind Portal")
  const sparePortal = yield* idOf("portals", "name", "Zenith Free")
  const userA = yield* idOf("users", "email", "user@example.com")
  const adminA = yield* idOf("users", "email", "agency@example.com")
  const spareUser = yield* idOf("users", "email", "zero@example.com")
  // Task requests are a SaaS agency's feature (seeded only for Northwind): agency A gets it too, so the task
  // operations can be aimed at A.
  yield* sql`UPDATE agencies SET sr_saas = 1, max_active_requests = 10 WHERE id = ${agencyA}`
  const planId = one(yield* sql<{ id: number }>`SELECT plan_id AS id FROM agencies WHERE id = ${agencyA}`, "plan").id
  const creditPackId = one(yield* sql<{ id: number }>`SELECT id FROM credit_packs ORDER BY id LIMIT 1`, "credit pack").id
  const notificationId = one(yield* sql<{ id: number }>`SELECT id FROM notifications ORDER BY id LIMIT 1`, "notification").id
  const moduleKey = one(yield* sql<{ key: string }>`SELECT key FROM modules ORDER BY id LIMIT 1`, "module").key
  const layoutA = one(
    yield* sql<{ id: number }>`
    INSERT INTO layouts (portal_id, agency_id, name, content, created_by)
    VALUES (${portalA}, ${agencyA}, 'Secret layout of agency A', '{}'::jsonb, ${adminA}) RETURNING id`,
    "layout"
  ).id
  const historyA = one(
    yield* sql<{ id: number }>`
    INSERT INTO histories (portal_id, name, created_by, status_label)
    VALUES (${portalA}, 'Secret history of agency A', ${adminA}, 'Installed') RETURNING id`,
    "history"
  ).id
  const experimentA = one(
    yield* sql<{ id: number }>`
    INSERT INTO experiments (portal_id, name, crm_page_id, page_name, goal, created_by)
    VALUES (${portalA}, 'Secret experiment of agency A', 'page-secret-a', 'Secret page A', 'clicks', ${adminA}) RETURNING id`,
    "experiment"
  ).id
  yield* sql`
    INSERT INTO experiment_variants (experiment_id, position, name, source, crm_page_id, traffic_percent)
    VALUES (${experimentA}, 0, 'Control', 'control', 'page-secret-a', 50), (${experimentA}, 1, 'Variant B', 'copy', 'page-secret-b', 50)`
  const taskA = one(
    yield* sql<{ id: number }>`
    INSERT INTO tasks (agency_id, portal_id, requester_id, title, description)
    VALUES (${agencyA}, ${portalA}, ${userA}, 'Secret task of agency A', 'Secret task description A') RETURNING id`,
    "task"
  ).id
  const batchA = "fixture-batch-agency-a"
  yield* sql`
    INSERT INTO batches (id, kind, portal_id, reference, created_by, total_jobs, status)
    VALUES (${batchA}, 'module-install', ${portalA}, 'secret-reference-a', ${adminA}, 0, 'finished')`
  // Settled, so the sweep of stale pending payments leaves it alone (a change it made would look like one made
  // by a refused request).
  const paymentA = one(
    yield* sql<{ id: number }>`
    INSERT INTO payments (agency_id, user_id, kind, status, amount, currency, credit)
    VALUES (${agencyA}, ${adminA}, 'credits', 'succeeded', 4242, 'usd', 10) RETURNING id`,
    "payment"
  ).id
  const rolloutA = "00000000-0000-4000-8000-00000000a11a"
  yield* sql`
    INSERT INTO rollouts (id, change, title, status, canary_size, failure_threshold, created_by, finished_at)
    VALUES (${rolloutA}, '{"kind":"module","module_key":"secret-module-a"}'::jsonb, 'Secret rollout of agency A', 'finished', 1, 2,
            ${adminA}, now())`
  yield* sql`
    INSERT INTO rollout_portals (rollout_id, portal_id, portal_name, agency_id, agency_name, seq, phase, status, action, reason)
    VALUES (${rolloutA}, ${portalA}, 'Acme Portal', ${agencyA}, 'Demo Agency', 1, 'canary', 'failed', 'install', 'Secret failure of agency A')`
  return {
    agencyA,
    agencyB,
    spareAgency,
    portalA,
    portalB,
    sparePortal,
    userA,
    adminA,
    spareUser,
    planId,
    creditPackId,
    notificationId,
    moduleKey,
    layoutA,
    historyA,
    experimentA,
    taskA,
    batchA,
    paymentA,
    rolloutA,
    secretsA: [
      "Secret rollout of agency A",
      "Secret layout of agency A",
      "Secret history of agency A",
      "Secret experiment of agency A",
      "Secret task of agency A",
      "secret-reference-a",
      "Acme Portal",
      "www.acme.example",
      "user@example.com"
    ]
  } satisfies Fixtures
}).pipe(Effect.orDie)

/**
 * Path parameters aimed at agency A's resources. With `spare`, destructive operations aim at resources
 * nothing else in the run depends on (Zenith), so fuzzing a DELETE does not pull the floor from the rest.
 */
export const pathParamsFor = (operation: Operation, fx: Fixtures, spare = false): Record<string, string> => {
  const group = operation.id.split(".")[0]!
  const destructive = spare && operation.method === "DELETE"
  const params: Record<string, string> = {}
  for (const name of operation.pathParams) {
    params[name] = String(
      (() => {
        switch (name) {
          case "provider":
            return "hubspot"
          case "key":
            return fx.moduleKey
          case "portal":
            return fx.portalA
          case "experiment":
            return fx.experimentA
          case "agencyId":
            return fx.agencyA
          case "paymentId":
            return fx.paymentA
          default:
            break
        }
        switch (group) {
          case "portal":
          case "adminPortal":
          case "domain":
          case "setup":
          case "migration":
          case "portalVersion":
            return fx.portalA
          case "portalManage":
            return destructive ? fx.sparePortal : fx.portalA
          case "guestPortal":
            return GUEST_PORTAL_ID
          case "rollout":
            return fx.rolloutA
          case "batch":
            // A portal's batches (the transition drawer) are listed by portal id.
            return operation.path.includes("/portals/") ? fx.portalA : fx.batchA
          case "layout":
            return fx.layoutA
          case "history":
            return fx.historyA
          case "notifications":
            return fx.notificationId
          case "users":
            return destructive ? fx.spareUser : fx.userA
          case "agencies":
            return destructive ? fx.spareAgency : fx.agencyA
          case "tasks":
          case "supportTasks":
            return fx.taskA
          case "billing":
            return "pm_fixture_card"
          case "planAdmin":
            return operation.path.includes("credits") ? fx.creditPackId : fx.planId
          default:
            return 1
        }
      })()
    )
  }
  return params
}

/** Signs each caller in once (none sends no token). */
export const signIn = (api: TestApi["Type"]) =>
  Effect.gen(function* () {
    const tokens: Partial<Record<Caller, string>> = {}
    for (const caller of Callers) {
      if (caller === "none") continue
      tokens[caller] = yield* api.login(logins[caller].email, logins[caller].password)
    }
    return tokens
  })
