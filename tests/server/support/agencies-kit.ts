// Shared by agencies.test.ts and agencies-lifecycle.test.ts (split by subject, so that each file holds one).
import { SqlClient } from "@effect/sql"
import { expect } from "@effect/vitest"
import { Effect } from "effect"

import type { JsonBody } from "../../../server/testing/json-body.ts"
import { Seeded, TestApi } from "./TestApi.ts"

export const BASE = "/agency/api/v2"
export const AGENCIES = `${BASE}/agencies`
export const REGISTER = `${BASE}/agencies/send-me-invite`
export const DEMO_AGENCY = 1
export const NORTHWIND_AGENCY = 2
export const GUEST_AGENCY = 3

export const form = (fields: Record<string, unknown> = {}) => ({
  name: "Probe Agency",
  admin_name: "Pat Probe",
  admin_email: "pat@probe.example",
  portals_available: 0,
  credit_limit: 0,
  ...fields
})

export const registration = (fields: Record<string, unknown> = {}) => ({
  first_name: "Rita",
  last_name: "Register",
  email: "rita@register.example",
  company: "Rita Creative",
  website: "https://rita.example",
  agency_name: "Rita Register",
  ...fields
})

export const sqlRows = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.orDie(run(sql)))

export const tokens = Effect.gen(function* () {
  const api = yield* TestApi
  return {
    admin: yield* api.login(Seeded.admin.email, Seeded.admin.password),
    agencyAdmin: yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password),
    user: yield* api.login(Seeded.user.email, Seeded.user.password),
    otherAgency: yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
  }
})

/** A new agency made by the super admin; answers its id. */
export const createAgency = (token: string, fields: Record<string, unknown> = {}) =>
  Effect.flatMap(TestApi, (api) => api.request("POST", AGENCIES, { token, json: form(fields) })).pipe(
    Effect.map((reply) => {
      expect(reply.status).toBe(201)
      return reply.body.data.id as number
    })
  )

export const newestLog = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) =>
    sql<{ event: string; causer_id: number; subject_id: number; subject_type: string; properties: JsonBody }>`
    SELECT event, causer_id, subject_id, subject_type, properties FROM activity_log ORDER BY id DESC LIMIT 1`
).pipe(
  Effect.map((rows) => rows[0]!),
  Effect.orDie
)
