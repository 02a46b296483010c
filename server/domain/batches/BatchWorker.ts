// Runs durable batch jobs: claims one pending job in a short transaction, runs it outside any
// transaction (the embedded database has one connection, and jobs call the CRM), records the outcome
// in another. A failing job is retried until MAX_ATTEMPTS; jobs a killed process left running are
// reset on start, so a restart resumes unfinished batches.
import { Cause, Effect, Exit, Layer, Option, Schedule } from "effect"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { MODULE_INSTALL, ModuleGroups } from "../modules/ModuleGroups.ts"

export const MAX_ATTEMPTS = 3
/** A running job older than this belongs to a process that no longer exists. */
export const STALE_AFTER_SECONDS = 60
const IDLE_POLL = "250 millis"

export class BatchWorker extends Effect.Service<BatchWorker>()("server/domain/BatchWorker", {
  effect: Effect.gen(function*() {
    const repo = yield* BatchRepo
    const moduleGroups = yield* ModuleGroups

    const runners: Record<string, (job: ClaimedJob) => Effect.Effect<unknown, string>> = {
      [MODULE_INSTALL]: moduleGroups.runInstallJob
    }

    const runJob = (job: ClaimedJob) => {
      const runner = runners[job.kind]
      return runner === undefined ? Effect.fail(`Unknown job kind: ${job.kind}`) : runner(job)
    }

    /** Claims and runs one job; false when nothing was pending. A stop while running puts the job back. */
    const runOnce: Effect.Effect<boolean> = Effect.uninterruptibleMask((restore) =>
      Effect.gen(function*() {
        const claimed = yield* repo.claim
        if (Option.isNone(claimed)) return false
        const job = claimed.value
        const exit = yield* Effect.exit(restore(runJob(job)))
        if (Exit.isSuccess(exit)) {
          yield* repo.finish(job, { status: "done", error: null })
          return true
        }
        if (Cause.isInterruptedOnly(exit.cause)) {
          yield* repo.release(job.id)
          return yield* Effect.interrupt
        }
        const error = Option.getOrElse(Cause.failureOption(exit.cause), () => Cause.pretty(exit.cause))
        yield* repo.finish(job, { status: job.attempts >= MAX_ATTEMPTS ? "failed" : "pending", error })
        return true
      })
    )

    /** Runs jobs until none is pending. */
    const drain = Effect.repeat(runOnce, { while: (worked) => worked })

    /** Resets stale jobs, then drains forever, polling while idle. */
    const start = Effect.gen(function*() {
      const reset = yield* repo.resetStale(STALE_AFTER_SECONDS)
      if (reset > 0) yield* Effect.logInfo(`Batch worker resumed ${reset} interrupted job(s)`)
      return yield* drain.pipe(
        // A database hiccup must not end the worker: log it and poll again.
        Effect.catchAllCause((cause) => Effect.logError("Batch worker step failed", cause)),
        Effect.repeat(Schedule.spaced(IDLE_POLL))
      )
    })

    return { runOnce, drain, start } as const
  })
}) {}

/** The worker running for the lifetime of the app's scope (interrupted when it closes). */
export const BatchWorkerRunning = Layer.scopedDiscard(Effect.flatMap(BatchWorker, (worker) => Effect.forkScoped(worker.start)))
