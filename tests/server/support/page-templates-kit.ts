// Shared by page-templates.test.ts and page-templates-batches.test.ts (split by subject, so that each file holds one).
import { SqlClient } from "@effect/sql"
import { expect } from "@effect/vitest"
import { Duration, Effect, Schedule } from "effect"

import { Crm } from "../../../server/integrations/crm/index.ts"
import { portalCrmAuth } from "./crm.ts"
import { TestApi } from "./TestApi.ts"

export const base = "/module/api/v2"
export const portalApi = "/portal/api/v2"
export const ACME_HUB = 20001001
export const CRM_UNAVAILABLE = "We are currently experiencing connection issues. Please try again!"

export const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

export const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (api) => api.login(who.email, who.password))

export const listOf = (token: string, portal: number, type: string, query = "") =>
  Effect.gen(function* () {
    const reply = yield* (yield* TestApi).request("GET", `${base}/page-templates?portal=${portal}&type=${type}${query}`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data as Array<Record<string, unknown>>
  })

export const startInstall = (token: string, json: Record<string, unknown>) =>
  Effect.gen(function* () {
    const reply = yield* (yield* TestApi).request("POST", `${base}/page-templates/install`, { token, json })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    return reply.body.data.batch_id as string
  })

/** Polls the batch until every job has ended (fails the test after 60 s). */
export const awaitFinished = (token: string, id: string) =>
  Effect.gen(function* () {
    const reply = yield* (yield* TestApi).request("GET", `${portalApi}/batch/${id}`, { token })
    expect(reply.status).toBe(200)
    return reply.body.data as { status: string; processedJobs: number; failedJobs: number; totalJobs: number; progress: number }
  }).pipe(
    Effect.repeat(
      Schedule.recurWhile((batch: { status: string }) => batch.status !== "finished").pipe(Schedule.addDelay(() => "100 millis"))
    ),
    Effect.timeoutFail({ duration: Duration.seconds(60), onTimeout: () => new Error(`batch ${id} did not finish`) }),
    Effect.orDie
  )

export const createPage = (token: string, batchId: string) =>
  Effect.flatMap(TestApi, (api) => api.request("POST", `${base}/page-templates/pages`, { token, json: { batch_id: batchId } }))

export const crmToken = portalCrmAuth

export const sandboxPages = (portalId: number, kind: "site" | "landing") =>
  Effect.gen(function* () {
    const token = yield* crmToken(portalId)
    return (yield* Effect.orDie((yield* Crm).listPages(token, kind, { limit: 100 }))).results as ReadonlyArray<Record<string, unknown>>
  })

export const sandboxFile = (portalId: number, path: string) =>
  Effect.gen(function* () {
    const token = yield* crmToken(portalId)
    return yield* Effect.orDie((yield* Crm).readFile(token, "published", path))
  })

export const events = (portalId: number, prefix: string) =>
  Effect.map(
    sqlRun(
      (sql) =>
        sql<{ event: string }>`SELECT event FROM activity_log WHERE subject_id = ${portalId} AND event LIKE ${`${prefix}%`} ORDER BY id`
    ),
    (rows) => rows.map((row) => row.event)
  )

export const historyLabels = (portalId: number) =>
  Effect.map(
    sqlRun(
      (sql) =>
        sql<{ name: string; status_label: string }>`SELECT name, status_label FROM histories WHERE portal_id = ${portalId} ORDER BY id`
    ),
    (rows) => rows.map((row) => `${row.status_label}: ${row.name}`)
  )
