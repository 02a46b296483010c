// Following a durable batch over HTTP in server tests, and batches held pending for a test.
import { randomUUID } from "node:crypto"

import { SqlClient } from "@effect/sql"
import { Duration, Effect, Schedule } from "effect"

import { TestApi } from "./TestApi.ts"

export interface FinishedBatch {
  readonly status: string
  readonly totalJobs: number
  readonly failedJobs: number
  readonly processedJobs: number
}

/** Reads GET /batch/{id} every 100 ms until it has finished; fails the test after 60 s. */
export const awaitFinished = (token: string, id: string) =>
  Effect.flatMap(TestApi, (api) => api.request("GET", `/portal/api/v2/batch/${id}`, { token })).pipe(
    Effect.map((reply) => reply.body.data as FinishedBatch),
    Effect.repeat(Schedule.recurWhile((batch: FinishedBatch) => batch.status !== "finished").pipe(Schedule.addDelay(() => "100 millis"))),
    Effect.timeoutFail({ duration: Duration.seconds(60), onTimeout: () => new Error(`batch ${id} did not finish`) }),
    Effect.orDie
  )

/**
 * Work on a portal that the app's worker leaves alone: a module-group install batch whose pending jobs may
 * run only in an hour. `running` marks its first job running, as if a worker had claimed it. Answers its id.
 */
export const heldBatch = (portalId: number, options: { readonly reference: string; readonly jobs: number; readonly running?: boolean }) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.gen(function* () {
      const id = randomUUID()
      const [starter] = yield* sql<{ id: number }>`SELECT id FROM users WHERE email = 'agency@example.com'`
      yield* sql`
        INSERT INTO batches (id, kind, portal_id, reference, created_by, total_jobs, status)
        VALUES (${id}, 'module-install', ${portalId}, ${options.reference}, ${starter!.id}, ${options.jobs}, ${options.running === true ? "running" : "pending"})`
      for (let seq = 1; seq <= options.jobs; seq++) {
        const running = options.running === true && seq === 1
        yield* sql`
          INSERT INTO batch_jobs (batch_id, seq, payload, status, locked_at, run_after)
          VALUES (${id}, ${seq}, ${JSON.stringify({ module: `held-module-${seq}`, portal: portalId })}::jsonb, ${running ? "running" : "pending"},
                  ${running ? sql`now()` : sql`NULL`}, now() + interval '1 hour')`
      }
      return id
    })
  ).pipe(Effect.orDie)
