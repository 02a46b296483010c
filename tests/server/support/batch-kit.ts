// Following a durable batch over HTTP in server tests.
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
