// Shared by tasks.test.ts and tasks-support.test.ts (split by subject, so that each file holds one).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import { hashPassword } from "../../../server/lib/password.ts"
import { Seeded, TestApi } from "./TestApi.ts"

export const BASE = "/task/api/v2"
export const SUPPORT = { email: "sam.support@example.com", password: "Support123!" }
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

export const sqlRun = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.orDie(f(sql)))

/** Northwind (the SaaS demo agency) with no requests and the given limit; answers its id and its portal's id. */
export const northwindWith = (limit: number) =>
  sqlRun((sql) =>
    Effect.gen(function* () {
      const [agency] = yield* sql<{ id: number }>`SELECT id FROM agencies WHERE name = 'Northwind Agency'`
      yield* sql`DELETE FROM tasks WHERE agency_id = ${agency!.id}`
      yield* sql`UPDATE agencies SET max_active_requests = ${limit}, sr_saas = 1 WHERE id = ${agency!.id}`
      const [portal] = yield* sql<{ id: number }>`SELECT id FROM portals WHERE agency_id = ${agency!.id} ORDER BY id LIMIT 1`
      return { agencyId: agency!.id, portalId: portal!.id }
    })
  )

/** A support agent who is no super admin and belongs to no agency. */
export const ensureSupportUser = sqlRun((sql) =>
  Effect.gen(function* () {
    const hash = yield* hashPassword(SUPPORT.password)
    yield* sql`INSERT INTO users ${sql.insert({ name: "Sam Support", email: SUPPORT.email, password_hash: hash, is_support: true })}
      ON CONFLICT (lower(email)) DO NOTHING`
  })
)

/** Northwind with a limit of 3 and no requests, signed in as its admin and as a support agent. */
export const requesterAndDesk = Effect.gen(function* () {
  const api = yield* TestApi
  const { agencyId, portalId } = yield* northwindWith(3)
  yield* ensureSupportUser
  const north = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
  const support = yield* api.login(SUPPORT.email, SUPPORT.password)
  return { api, agencyId, portalId, north, support }
})

export const request = (portalId: number, fields: Record<string, unknown> = {}) => ({
  title: "Add a pricing page",
  description: "Three plans side by side, like our old site.",
  portal_id: portalId,
  priority: "high",
  due_date: tomorrow(),
  attachments: ["https://example.com/brief.pdf"],
  ...fields
})
