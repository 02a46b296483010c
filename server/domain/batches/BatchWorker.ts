// Runs durable batch jobs: claims one pending job in a short transaction, runs it outside any
// transaction (the embedded database has one connection, and jobs call the CRM), records the outcome
// in another. A failing job is retried until MAX_ATTEMPTS, each time after a longer wait (retryDelayMs:
// a CRM outage or rate limit is given time to pass, and other jobs run meanwhile). While a job runs its lock is renewed every
// HEARTBEAT; a running job whose lock has not been renewed for STALE_AFTER_SECONDS belonged to a process
// that died (killed, power cut) and goes back to pending, so a restarted server resumes the batch.
// `start` runs up to BATCH_WORKER_CONCURRENCY jobs at once: the claim never takes a job of a portal that has one
// running (BatchRepo.claim), so portals' work overlaps (the CRM's rate limit is per account) while each portal's
// jobs still run one at a time, in order.
import { Cause, Clock, Duration, Effect, Exit, Layer, Option, Schedule } from "effect"

import { AppConfig } from "../../config.ts"
import { type BatchCounters, BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { PAGE_TEMPLATE_BATCH } from "../../db/repos/PageTemplateRepo.ts"
import { Events, Realtime, userChannel } from "../../integrations/realtime/index.ts"
import { LAYOUT_APPLY, LayoutApply } from "../layouts/LayoutApply.ts"
import { PAGE_MIGRATION, PAGE_MIGRATION_REVERT } from "../migration/migrationBatch.ts"
import { MigrationJobs } from "../migration/MigrationJobs.ts"
import { MODULE_INSTALL, ModuleGroups } from "../modules/ModuleGroups.ts"
import { PageTemplateJobs } from "../pages/PageTemplateJobs.ts"
import { RolloutJobs } from "../rollouts/RolloutJobs.ts"
import { ROLLOUT_PORTAL } from "../rollouts/rolloutTexts.ts"
import { PORTAL_SETUP } from "../setup/setupBatch.ts"
import { SetupJobs } from "../setup/SetupJobs.ts"
import { VERSION_UPGRADE } from "../versions/releases.ts"
import { VersionJobs } from "../versions/VersionJobs.ts"
import { batchProgressEvent } from "./batchProgress.ts"
import { FailedWorkNotices } from "./FailedWorkNotices.ts"
import { JobFailure } from "./jobFailure.ts"

export const MAX_ATTEMPTS = 5
/** A worker built without the rollout services (some tests build it alone) refuses rollout jobs. */
const noRollouts = () => Effect.fail(new JobFailure({ message: "Rollouts are not set up in this worker.", retryable: false }))
const JOB_CANCELLED = "The job's batch was cancelled."
/** The wait before the next attempt of a job that failed `attempts` times: 2 s, 4 s, 8 s, 16 s (30 s in all). */
export const retryDelayMs = (attempts: number) => 1000 * 2 ** Math.max(1, Math.min(attempts, 10))
/** How soon a job that waits for others of its batch (notYet) looks again. */
export const WAIT_MS = 1000
/** A running job whose lock is older than this belongs to a process that no longer exists. */
export const STALE_AFTER_SECONDS = 20
/** How often a running job's lock is renewed, and how often stale jobs are looked for. */
const HEARTBEAT = Duration.seconds(5)
const IDLE_POLL = "250 millis"
/** A publish that takes longer than this is given up: the next job must not wait on realtime. */
const PUBLISH_TIMEOUT = "3 seconds"

export class BatchWorker extends Effect.Service<BatchWorker>()("server/domain/BatchWorker", {
  effect: Effect.gen(function* () {
    const repo = yield* BatchRepo
    const moduleGroups = yield* ModuleGroups
    const pageTemplateJobs = yield* PageTemplateJobs
    const setupJobs = yield* SetupJobs
    const migrationJobs = yield* MigrationJobs
    const versionJobs = yield* VersionJobs
    const layoutApply = yield* LayoutApply
    const realtime = yield* Realtime
    const failedWork = yield* FailedWorkNotices
    const { batchWorkerConcurrency } = yield* AppConfig

    /** Ends the job; a batch it ends with failures leaves a notice for the agency (same transaction), pinged after. */
    const finishJob = (job: ClaimedJob, outcome: { status: "done" | "failed"; error: string | null }) =>
      Effect.gen(function* () {
        const counters = yield* repo.finish(job, outcome, (ended) => failedWork.write(job.batch_id, ended))
        if (Option.isSome(counters) && counters.value.status === "finished") {
          yield* failedWork
            .ping(job.batch_id, counters.value)
            .pipe(Effect.catchAllCause((cause) => Effect.logWarning("the failed-work notice was not pinged", cause)))
        }
        return counters
      })

    const runners: Record<string, (job: ClaimedJob) => Effect.Effect<unknown, JobFailure>> = {
      [MODULE_INSTALL]: moduleGroups.runInstallJob,
      [PAGE_TEMPLATE_BATCH]: pageTemplateJobs.runFileJob,
      [PAGE_MIGRATION]: migrationJobs.runJob,
      [PAGE_MIGRATION_REVERT]: migrationJobs.runRevertJob,
      [PORTAL_SETUP]: setupJobs.runJob,
      [VERSION_UPGRADE]: versionJobs.runJob,
      [LAYOUT_APPLY]: layoutApply.runJob,
      [ROLLOUT_PORTAL]: Option.match(yield* Effect.serviceOption(RolloutJobs), { onNone: () => noRollouts, onSome: (jobs) => jobs.runJob })
    }

    /**
     * Tells the starter's browsers that a job ended (batchProgress.ts). Realtime is a convenience: a slow or
     * failed publish is logged and the batch goes on (their browser polls while it has no connection).
     */
    const publishEnded =
      (job: ClaimedJob, outcome: { status: "done" | "failed"; error: string | null }) => (counters: Option.Option<BatchCounters>) =>
        job.created_by === null || Option.isNone(counters)
          ? Effect.void
          : realtime.trigger(userChannel(job.created_by), Events.batchProgress, batchProgressEvent(job, outcome, counters.value)).pipe(
              Effect.timeout(PUBLISH_TIMEOUT),
              Effect.catchAll((error) => Effect.logWarning("batch.progress was not published", error))
            )

    const runJob = (job: ClaimedJob) => {
      const runner = runners[job.kind]
      return runner === undefined
        ? Effect.fail(new JobFailure({ message: `Unknown job kind: ${job.kind}`, retryable: false }))
        : runner(job)
    }

    /**
     * Claims and runs one job; false when nothing was pending. A stop while running puts the job back.
     * `onClaimed` runs as soon as a job is claimed, before it runs (a loop of `start` hands its polling turn on).
     */
    const claimAndRun = (onClaimed: Effect.Effect<void>): Effect.Effect<boolean> =>
      Effect.uninterruptibleMask((restore) =>
        Effect.gen(function* () {
          const claimed = yield* repo.claim
          if (Option.isNone(claimed)) return false
          yield* onClaimed
          const job = claimed.value
          // Renews the lock every HEARTBEAT; a job that is gone was cancelled under it (its portal deleted):
          // the job stops there instead of working on for nothing.
          const renewLock = repo
            .heartbeat(job.id)
            .pipe(
              Effect.delay(HEARTBEAT),
              Effect.repeat({ while: (held) => held }),
              Effect.zipRight(Effect.fail(new JobFailure({ message: JOB_CANCELLED, retryable: false })))
            )
          const exit = yield* Effect.exit(restore(Effect.raceFirst(runJob(job), renewLock)))
          if (Exit.isSuccess(exit)) {
            const done = { status: "done", error: null } as const
            yield* restore(publishEnded(job, done)(yield* finishJob(job, done)))
            return true
          }
          if (Cause.isInterruptedOnly(exit.cause)) {
            yield* repo.release(job.id)
            return yield* Effect.interrupt
          }
          // A defect (a database hiccup, a bug) may pass; a refusal will not.
          const failure = Option.getOrElse(
            Cause.failureOption(exit.cause),
            () => new JobFailure({ message: Cause.pretty(exit.cause), retryable: true })
          )
          if (failure.waiting === true) {
            yield* repo.postpone(job.id, failure.message, WAIT_MS)
            return true
          }
          if (!failure.retryable || job.attempts >= MAX_ATTEMPTS) {
            const failed = { status: "failed", error: failure.message } as const
            yield* restore(publishEnded(job, failed)(yield* finishJob(job, failed)))
            return true
          }
          yield* repo.finish(job, { status: "pending", error: failure.message, retryInMs: retryDelayMs(job.attempts) })
          return true
        })
      )

    /** Claims and runs one job; false when nothing was pending. */
    const runOnce = claimAndRun(Effect.void)

    /** Runs jobs until none is pending. */
    const drain = Effect.repeat(runOnce, { while: (worked) => worked })

    const resumeStale = Effect.flatMap(repo.resetStale(STALE_AFTER_SECONDS), (reset) =>
      reset > 0 ? Effect.logInfo(`Batch worker resumed ${reset} interrupted job(s)`) : Effect.void
    )

    /** Looks for stale jobs at most once per HEARTBEAT, whichever loop below calls it (before each claim). */
    let lastSweep = Number.NEGATIVE_INFINITY
    const resumeStaleWhenDue = Effect.flatMap(Clock.currentTimeMillis, (now) => {
      if (now - lastSweep < Duration.toMillis(HEARTBEAT)) return Effect.void
      lastSweep = now
      return resumeStale
    })

    const sweepThenClaim = (onClaimed: Effect.Effect<void>) => Effect.zipRight(resumeStaleWhenDue, claimAndRun(onClaimed))

    /**
     * One loop of `start`. It waits for the polling turn, which one idle loop holds at a time (so N idle loops
     * cost the database one claim per IDLE_POLL, not N), and polls until it claims a job; it hands the turn on the
     * moment it has one, so the next idle loop claims at once and idle loops fill up one after another while
     * there is claimable work. Then it runs jobs until none is claimable, and waits for the turn again.
     */
    const loop = (turn: Effect.Semaphore) => {
      const pollTurn = Effect.gen(function* () {
        yield* turn.take(1)
        let held = true
        const handOn = Effect.suspend(() => {
          if (!held) return Effect.void
          held = false
          return Effect.asVoid(turn.release(1))
        })
        yield* sweepThenClaim(handOn).pipe(
          Effect.repeat({ schedule: Schedule.spaced(IDLE_POLL), until: (worked) => worked }),
          // A failed claim must not keep the turn from the other loops.
          Effect.ensuring(handOn)
        )
      })
      return Effect.zipRight(pollTurn, Effect.repeat(sweepThenClaim(Effect.void), { while: (worked) => worked })).pipe(
        // A database hiccup must not end the loop: log it and poll again.
        Effect.catchAllCause((cause) => Effect.logError("Batch worker step failed", cause)),
        Effect.repeat(Schedule.spaced(IDLE_POLL))
      )
    }

    /**
     * Runs BATCH_WORKER_CONCURRENCY loops forever (each job on a portal with no other job running), and resumes
     * stale jobs at start and then every HEARTBEAT. Interrupting it puts every running job back.
     */
    const start = Effect.gen(function* () {
      const turn = yield* Effect.makeSemaphore(1)
      const loops = Array.from({ length: Math.max(1, batchWorkerConcurrency) }, () => loop(turn))
      return yield* Effect.all(loops, { concurrency: "unbounded", discard: true })
    })

    return { runOnce, drain, start } as const
  }),
  // Page-template and setup jobs need only repositories and the CRM, so the worker can still be built alone.
  dependencies: [PageTemplateJobs.Default, SetupJobs.Default, MigrationJobs.Default, VersionJobs.Default, FailedWorkNotices.Default]
}) {}

/** The worker running for the lifetime of the app's scope (interrupted when it closes). */
/**
 * The worker for the lifetime of the app's scope, polling by wall time as the payment sweep and the rollout
 * coordinator do: a test that moves its clock an hour ahead must not replay 14 400 idle polls against the
 * database at once (they queued for its connections, and a request of the test waited past its timeout).
 */
export const BatchWorkerRunning = Layer.scopedDiscard(
  Effect.flatMap(BatchWorker, (worker) => Effect.forkScoped(Effect.withClock(worker.start, Clock.make())))
)
