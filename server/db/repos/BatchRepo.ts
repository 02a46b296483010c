// Batches and their jobs. Every write is one short statement group: the embedded database has a
// single connection, so no transaction may stay open while a job talks to the CRM.
import { randomUUID } from "node:crypto"
import { hostname } from "node:os"

import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

export interface BatchRow {
  readonly id: string
  readonly kind: string
  readonly portal_id: number
  readonly reference: string | null
  readonly created_by: number | null
  readonly total_jobs: number
  readonly processed_jobs: number
  readonly failed_jobs: number
  readonly status: "pending" | "running" | "finished"
  readonly result: unknown
  /** What the user chose when starting the batch (e.g. a page install's page type and domain). */
  readonly options: unknown
}

/** A job the worker has claimed, with what it needs to run it. */
export interface ClaimedJob {
  readonly id: number
  readonly batch_id: string
  readonly seq: number
  readonly payload: unknown
  readonly attempts: number
  readonly kind: string
  readonly portal_id: number
  readonly created_by: number | null
}

export interface JobOutcomeRow {
  readonly seq: number
  readonly status: "pending" | "running" | "done" | "failed"
  readonly payload: unknown
  readonly error: string | null
}

/** A batch's counters right after one of its jobs ended. */
export interface BatchCounters {
  readonly total_jobs: number
  readonly processed_jobs: number
  readonly failed_jobs: number
  readonly status: "running" | "finished"
}

/** A batch as the transition drawer lists it, with when it started and ended. */
export interface RecentBatchRow extends BatchRow {
  readonly created_at: Date
  readonly finished_at: Date | null
}

/** A portal's batch with who started it: their name, and whether they belong to the portal's agency. */
export interface PortalBatchRow extends RecentBatchRow {
  readonly starter_name: string | null
  readonly starter_in_agency: boolean
}

export interface BatchJobRow extends JobOutcomeRow {
  readonly batch_id: string
}

/** A batch a delete cancelled (its rows went with its portal), as GET /batch/{id} still answers it. */
export interface CancelledBatchRow {
  readonly id: string
  readonly portal_id: number
  readonly agency_id: number | null
  readonly created_by: number | null
  readonly total_jobs: number
  readonly processed_jobs: number
  readonly failed_jobs: number
  readonly result: unknown
  readonly reason: string
  readonly cancelled_at: string
}

/** A catalogue name a batch title or job label is made of. */
export interface CatalogueName {
  readonly source: "group" | "module" | "template"
  readonly key: string
  readonly name: string
}

const batchColumns = "id, kind, portal_id, reference, created_by, total_jobs, processed_jobs, failed_jobs, status, result, options"

/** This process, as a job's claim records it. */
const WORKER = `${hostname()}:${process.pid}`

export class BatchRepo extends Effect.Service<BatchRepo>()("server/db/BatchRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The batch and its jobs (in order), committed together. */
    const create = (
      batch: { kind: string; portalId: number; reference: string | null; createdBy: number; options?: Record<string, unknown> },
      payloads: ReadonlyArray<unknown>
    ) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            const id = randomUUID()
            yield* sql`
          INSERT INTO batches (id, kind, portal_id, reference, created_by, total_jobs, options)
          VALUES (${id}, ${batch.kind}, ${batch.portalId}, ${batch.reference}, ${batch.createdBy}, ${payloads.length},
                  ${JSON.stringify(batch.options ?? {})}::jsonb)`
            for (const [seq, payload] of payloads.entries()) {
              yield* sql`INSERT INTO batch_jobs (batch_id, seq, payload) VALUES (${id}, ${seq + 1}, ${JSON.stringify(payload)}::jsonb)`
            }
            return id
          })
        )
        .pipe(Effect.orDie)

    const findById = (id: string) =>
      sql<BatchRow>`SELECT ${sql.literal(batchColumns)} FROM batches WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Who hears about a batch's end: its starter and the admins of its portal's agency, with the portal's name. */
    const audienceOf = (batchId: string) =>
      sql<{ portal_name: string; recipient_id: number }>`
        SELECT p.name AS portal_name, r.user_id AS recipient_id
        FROM batches b JOIN portals p ON p.id = b.portal_id
        JOIN LATERAL (
          SELECT b.created_by AS user_id WHERE b.created_by IS NOT NULL
          UNION
          SELECT au.user_id FROM agency_user au WHERE au.agency_id = p.agency_id AND au.role = 'agency-admin'
        ) r ON TRUE
        WHERE b.id = ${batchId}
        ORDER BY r.user_id`.pipe(Effect.orDie)

    /** Unfinished batches of the portal for these references (e.g. group keys). */
    const unfinishedFor = (portalId: number, references: ReadonlyArray<string>) =>
      references.length === 0
        ? Effect.succeed<ReadonlyArray<BatchRow>>([])
        : sql<BatchRow>`
          SELECT ${sql.literal(batchColumns)} FROM batches
          WHERE portal_id = ${portalId} AND status <> 'finished' AND ${sql.in("reference", references)}
          ORDER BY created_at`.pipe(Effect.orDie)

    /** The latest finished batch of the portal for each of these references (e.g. group keys). */
    const latestFinishedFor = (portalId: number, references: ReadonlyArray<string>) =>
      references.length === 0
        ? Effect.succeed<ReadonlyArray<BatchRow>>([])
        : sql<BatchRow>`
          SELECT DISTINCT ON (reference) ${sql.literal(batchColumns)} FROM batches
          WHERE portal_id = ${portalId} AND status = 'finished' AND ${sql.in("reference", references)}
          ORDER BY reference, finished_at DESC, created_at DESC`.pipe(Effect.orDie)

    /** Whether every other job of the batch is done, i.e. the given (running) job is the last one to end. */
    const othersDone = (batchId: string, jobId: number) =>
      sql<{ open: boolean }>`
        SELECT EXISTS (SELECT 1 FROM batch_jobs WHERE batch_id = ${batchId} AND id <> ${jobId} AND status <> 'done') AS open`.pipe(
        Effect.map((rows) => rows[0]?.open !== true),
        Effect.orDie
      )

    /** Whether every other job of the batch has ended (done or failed for good). */
    const othersEnded = (batchId: string, jobId: number) =>
      sql<{ open: boolean }>`
        SELECT EXISTS (SELECT 1 FROM batch_jobs WHERE batch_id = ${batchId} AND id <> ${jobId} AND status IN ('pending', 'running')) AS open`.pipe(
        Effect.map((rows) => rows[0]?.open !== true),
        Effect.orDie
      )

    /** Jobs left running by a process that died: back to pending. Returns how many. */
    const resetStale = (olderThanSeconds: number) =>
      sql<{ id: number }>`
        UPDATE batch_jobs SET status = 'pending', locked_at = NULL, updated_at = now()
        WHERE status = 'running' AND locked_at < now() - make_interval(secs => ${olderThanSeconds})
        RETURNING id`.pipe(
        Effect.map((rows) => rows.length),
        Effect.orDie
      )

    /** Renews a running job's lock: its worker is alive. False when the job is no longer there (a delete cancelled it). */
    const heartbeat = (jobId: number) =>
      sql<{ id: number }>`UPDATE batch_jobs SET locked_at = now() WHERE id = ${jobId} AND status = 'running' RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /**
     * Claims the oldest pending job of a portal that has no job running: locked, marked running and counted as an
     * attempt, in one short transaction. Portals run side by side, but one portal's jobs one at a time and in order
     * (a layout apply's jobs wait for each other, a module group's jobs write the same folder).
     *
     * The transaction first takes one fixed advisory lock, so claims (of every process on the database) follow each
     * other: under READ COMMITTED two claims at once would each see the portal idle and both take one of its jobs,
     * which row locks cannot prevent (they are different rows). The lock is held only for these few statements, and
     * each statement after it reads what the claim before it committed. The job records which process took it.
     */
    const claim = sql
      .withTransaction(
        Effect.gen(function* () {
          yield* sql`SELECT pg_advisory_xact_lock(hashtextextended('batch-jobs:claim', 0))`
          // The running job's batch is unfinished: that condition lets the planner use batches_portal_reference.
          const [next] = yield* sql<{ id: number }>`
        SELECT j.id FROM batch_jobs j JOIN batches b ON b.id = j.batch_id
        WHERE j.status = 'pending' AND (j.run_after IS NULL OR j.run_after <= now())
          AND NOT EXISTS (
            SELECT 1 FROM batches rb JOIN batch_jobs r ON r.batch_id = rb.id
            WHERE rb.portal_id = b.portal_id AND rb.status <> 'finished' AND r.status = 'running'
          )
        ORDER BY b.created_at, j.batch_id, j.seq LIMIT 1 FOR UPDATE OF j SKIP LOCKED`
          if (next === undefined) return Option.none<ClaimedJob>()
          const [job] = yield* sql<ClaimedJob>`
        UPDATE batch_jobs j SET status = 'running', locked_at = now(), attempts = j.attempts + 1, updated_at = now(),
          claimed_by = ${WORKER}
        FROM batches b WHERE j.id = ${next.id} AND b.id = j.batch_id
        RETURNING j.id, j.batch_id, j.seq, j.payload, j.attempts, b.kind, b.portal_id, b.created_by`
          yield* sql`UPDATE batches SET status = 'running' WHERE id = ${job!.batch_id} AND status = 'pending'`
          return Option.fromNullable(job)
        })
      )
      .pipe(Effect.orDie)

    /** Puts a claimed job back untouched (the worker was stopped while running it). */
    const release = (jobId: number) =>
      sql`
        UPDATE batch_jobs SET status = 'pending', locked_at = NULL, attempts = greatest(attempts - 1, 0), updated_at = now()
        WHERE id = ${jobId} AND status = 'running'`.pipe(Effect.asVoid, Effect.orDie)

    /** A job that waits for others of its batch: pending again in `inMs`, the attempt not counted. */
    const postpone = (jobId: number, message: string, inMs: number) =>
      sql`
        UPDATE batch_jobs SET status = 'pending', error = ${message}, locked_at = NULL, attempts = greatest(attempts - 1, 0),
          run_after = now() + make_interval(secs => ${inMs / 1000}), updated_at = now()
        WHERE id = ${jobId} AND status = 'running'`.pipe(Effect.asVoid, Effect.orDie)

    /**
     * Records the end of a job (done, failed for good, or back to pending for another attempt no sooner than
     * `retryInMs` from now) and the batch counters; answers the batch's counters when the job ended.
     */
    /**
     * `whenFinished` runs in the same transaction when this job ended the batch: what the batch's end writes (a
     * notice) is there exactly when the batch is finished, even if the process dies right after.
     */
    const finish = (
      job: ClaimedJob,
      outcome: { status: "done" | "failed" | "pending"; error: string | null; retryInMs?: number },
      whenFinished: (counters: BatchCounters) => Effect.Effect<void> = () => Effect.void
    ) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`
          UPDATE batch_jobs SET status = ${outcome.status}, error = ${outcome.error}, locked_at = NULL, updated_at = now(),
            run_after = ${
              outcome.status === "pending" && outcome.retryInMs !== undefined
                ? sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`
                : sql`NULL`
            }
          WHERE id = ${job.id}`
            if (outcome.status === "pending") return Option.none<BatchCounters>()
            const [batch] = yield* sql<{ total_jobs: number; processed_jobs: number; failed_jobs: number }>`
          UPDATE batches SET
            processed_jobs = processed_jobs + ${outcome.status === "done" ? 1 : 0},
            failed_jobs = failed_jobs + ${outcome.status === "failed" ? 1 : 0}
          WHERE id = ${job.batch_id} RETURNING total_jobs, processed_jobs, failed_jobs`
            if (batch !== undefined && batch.processed_jobs + batch.failed_jobs >= batch.total_jobs) {
              const jobs =
                yield* sql<JobOutcomeRow>`SELECT seq, status, payload, error FROM batch_jobs WHERE batch_id = ${job.batch_id} ORDER BY seq`
              yield* sql`
            UPDATE batches SET status = 'finished', finished_at = now(), result = ${JSON.stringify(jobs)}::jsonb
            WHERE id = ${job.batch_id}`
              const counters: BatchCounters = { ...batch, status: "finished" }
              yield* whenFinished(counters)
              return Option.some(counters)
            }
            return batch === undefined ? Option.none<BatchCounters>() : Option.some<BatchCounters>({ ...batch, status: "running" })
          })
        )
        .pipe(Effect.orDie)

    /** The portal's unfinished batches and those finished in the last `hours`, newest first, at most `limit`. */
    const recentFor = (portalId: number, hours: number, limit: number) =>
      sql<PortalBatchRow>`
        SELECT ${sql.literal(batchColumns)}, created_at, finished_at,
          (SELECT u.name FROM users u WHERE u.id = batches.created_by) AS starter_name,
          EXISTS (
            SELECT 1 FROM agency_user au JOIN portals p ON p.agency_id = au.agency_id
            WHERE au.user_id = batches.created_by AND p.id = batches.portal_id
          ) AS starter_in_agency
        FROM batches
        WHERE portal_id = ${portalId}
          AND (status <> 'finished' OR finished_at > now() - make_interval(hours => ${hours}))
        ORDER BY created_at DESC, id LIMIT ${limit}`.pipe(Effect.orDie)

    /** The pending and running batches of these portals, oldest first. */
    const unfinishedOf = (portalIds: ReadonlyArray<number>) =>
      portalIds.length === 0
        ? Effect.succeed<ReadonlyArray<RecentBatchRow>>([])
        : sql<RecentBatchRow>`
          SELECT ${sql.literal(batchColumns)}, created_at, finished_at FROM batches
          WHERE ${sql.in("portal_id", portalIds)} AND status <> 'finished' ORDER BY created_at, id`.pipe(Effect.orDie)

    /**
     * Keeps what the batch was and how far it got, before a delete takes its rows with its portal: jobs that
     * had not ended are recorded 'cancelled'. Runs inside the delete's transaction.
     */
    const recordCancellation = (batchId: string, entry: { title: string; reason: string; cancelledBy: number }) =>
      sql`
        INSERT INTO batch_cancellations (batch_id, kind, title, portal_id, portal_name, agency_id, created_by, total_jobs,
          processed_jobs, failed_jobs, result, reason, cancelled_by)
        SELECT b.id, b.kind, ${entry.title}, b.portal_id, p.name, p.agency_id, b.created_by, b.total_jobs, b.processed_jobs,
          b.failed_jobs,
          COALESCE((SELECT jsonb_agg(jsonb_build_object('seq', j.seq,
              'status', CASE WHEN j.status IN ('pending', 'running') THEN 'cancelled' ELSE j.status END,
              'payload', j.payload, 'error', j.error) ORDER BY j.seq)
            FROM batch_jobs j WHERE j.batch_id = b.id), '[]'::jsonb),
          ${entry.reason}, ${entry.cancelledBy}
        FROM batches b JOIN portals p ON p.id = b.portal_id WHERE b.id = ${batchId}
        ON CONFLICT (batch_id) DO NOTHING`.pipe(Effect.asVoid, Effect.orDie)

    const findCancelled = (id: string) =>
      sql<CancelledBatchRow>`
        SELECT batch_id AS id, portal_id, agency_id, created_by, total_jobs, processed_jobs, failed_jobs, result, reason,
          to_char(cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS cancelled_at
        FROM batch_cancellations WHERE batch_id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** The jobs of these batches, in order. */
    const jobsOf = (batchIds: ReadonlyArray<string>) =>
      batchIds.length === 0
        ? Effect.succeed<ReadonlyArray<BatchJobRow>>([])
        : sql<BatchJobRow>`
          SELECT batch_id, seq, status, payload, error FROM batch_jobs
          WHERE ${sql.in("batch_id", batchIds)} ORDER BY batch_id, seq`.pipe(Effect.orDie)

    /** Names of module groups, modules and page templates by key, for batch titles and job labels. */
    const catalogueNames = (keys: { groups: ReadonlyArray<string>; modules: ReadonlyArray<string>; templates: ReadonlyArray<string> }) =>
      Effect.all([
        keys.groups.length === 0
          ? Effect.succeed([])
          : sql<CatalogueName>`SELECT 'group' AS source, key, name FROM module_groups WHERE ${sql.in("key", keys.groups)}`,
        keys.modules.length === 0
          ? Effect.succeed([])
          : sql<CatalogueName>`SELECT 'module' AS source, key, name FROM modules WHERE ${sql.in("key", keys.modules)}`,
        keys.templates.length === 0
          ? Effect.succeed([])
          : sql<CatalogueName>`SELECT 'template' AS source, key, name FROM page_templates WHERE ${sql.in("key", keys.templates)}`
      ]).pipe(
        Effect.map((lists): ReadonlyArray<CatalogueName> => lists.flat()),
        Effect.orDie
      )

    return {
      audienceOf,
      recentFor,
      unfinishedOf,
      recordCancellation,
      findCancelled,
      jobsOf,
      catalogueNames,
      create,
      findById,
      unfinishedFor,
      latestFinishedFor,
      othersDone,
      othersEnded,
      resetStale,
      heartbeat,
      claim,
      release,
      postpone,
      finish
    } as const
  })
}) {}
