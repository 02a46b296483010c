// Moves rollouts along. One pass (`advance`) looks at every rollout with work left, each in ONE short transaction
// that locks its row: a portal whose batch finished has succeeded (no failed job) or failed (the job's error, and
// its credit given back); then, while it runs, the failure threshold or a failed canary pauses it, canary portals
// start first and the rest only once every canary portal succeeded (or a resume accepted its failure), at most
// ROLLOUT_PARALLEL portals at once; a rollout with every portal ended is finished. A pause of its own is told on the
// bell (RolloutPauseNotices) in the same transaction. Starting a portal creates its
// batch and marks it running in the same transaction, so a kill -9 never starts a portal twice. No CRM call is made
// here: the embedded database has one connection, and the batches do the CRM work outside any transaction.
import { Clock, Effect, Layer, Option, Schedule } from "effect"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import { type RolloutPortalRow, RolloutRepo, type RolloutRow } from "../../db/repos/RolloutRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Realtime } from "../../integrations/realtime/index.ts"
import { RolloutCredits } from "./RolloutCredits.ts"
import { publishRolloutProgress, type RolloutProgressEvent } from "./rolloutEvents.ts"
import { RolloutPauseNotices } from "./RolloutPauseNotices.ts"
import {
  BATCH_GONE,
  canaryPause,
  jobSubject,
  PORTAL_DELETED,
  ROLLOUT_PORTAL,
  type RolloutJobPayload,
  STARTER_GONE,
  thresholdPause
} from "./rolloutTexts.ts"

/** Portals of one rollout running at once unless ROLLOUT_PARALLEL says otherwise. */
const ROLLOUT_PARALLEL_DEFAULT = 4
const PASS_EVERY = "300 millis"
const FAILED = "This portal's change failed."

const isOpen = (portal: RolloutPortalRow) => portal.status === "pending" || portal.status === "running"

export class RolloutCoordinator extends Effect.Service<RolloutCoordinator>()("server/domain/RolloutCoordinator", {
  effect: Effect.gen(function* () {
    const repo = yield* RolloutRepo
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const publish = publishRolloutProgress(yield* Realtime)
    const credits = yield* RolloutCredits
    const pauseNotices = yield* RolloutPauseNotices
    const settings = yield* AppConfig
    const parallel = Math.max(1, settings.rolloutParallel ?? ROLLOUT_PARALLEL_DEFAULT)

    const log = (row: RolloutRow, event: string, properties: Record<string, unknown> = {}) =>
      activity.record({
        event: `rollout.${event}`,
        causer: null,
        subject: null,
        properties: { rollout_id: row.id, title: row.title, ...properties }
      })

    /** Running portals whose batch ended: succeeded or failed (a failed one's credit goes back). */
    const settle = (row: RolloutRow, events: Array<RolloutProgressEvent>) =>
      Effect.gen(function* () {
        const portals = yield* repo.portalsOf([row.id])
        for (const state of yield* repo.runningBatches(row.id)) {
          const portal = portals.find((candidate) => candidate.portal_id === state.portal_id)!
          let failure: string | null
          if (state.batch_status === null) failure = state.cancelled_reason ?? (state.portal_exists ? BATCH_GONE : PORTAL_DELETED)
          else if (state.batch_status !== "finished") continue
          else failure = state.failed_jobs > 0 ? (state.error ?? FAILED) : null
          // A credit is kept only for a module whose install succeeded.
          const unused = failure === null ? [] : portal.credit_keys.filter((key) => !state.done_modules.includes(key))
          for (const moduleKey of unused) {
            yield* credits.giveBack({ rolloutId: row.id, portalId: portal.portal_id, agencyId: portal.agency_id, moduleKey }, null)
          }
          yield* repo.setPortal(row.id, portal.portal_id, { status: failure === null ? "succeeded" : "failed", reason: failure })
          events.push({
            rollout_id: row.id,
            status: row.status,
            event: failure === null ? "succeeded" : "failed",
            portal_id: portal.portal_id
          })
        }
      })

    /** Starts the portal's batch (or fails it when it cannot start), in the caller's transaction. */
    const start = (row: RolloutRow, portal: RolloutPortalRow, events: Array<RolloutProgressEvent>) =>
      Effect.gen(function* () {
        const refusal = row.created_by === null ? STARTER_GONE : (yield* repo.portalExists(portal.portal_id)) ? null : PORTAL_DELETED
        if (refusal !== null) {
          yield* repo.setPortal(row.id, portal.portal_id, { status: "failed", reason: refusal })
          events.push({ rollout_id: row.id, status: row.status, event: "failed", portal_id: portal.portal_id })
          return
        }
        const payloads: ReadonlyArray<RolloutJobPayload> =
          portal.parts === null
            ? [
                {
                  rollout_id: row.id,
                  portal: portal.portal_id,
                  ...jobSubject(row.change),
                  action: portal.action ?? "install",
                  from_version: portal.from_version,
                  to_version: portal.to_version,
                  name: row.title
                }
              ]
            : // A layout's portal: a job per theme file, then per module, each its own item in the transition drawer.
              portal.parts.map((part) => ({
                rollout_id: row.id,
                portal: portal.portal_id,
                ...jobSubject(row.change),
                ...(part.kind === "module" ? { module: part.key } : { file: part.key }),
                action: part.action,
                from_version: part.from_version,
                to_version: part.to_version,
                name: `${part.name} ${part.to_version ?? part.from_version ?? ""}`.trim()
              }))
        const batchId = yield* batches.create(
          {
            kind: ROLLOUT_PORTAL,
            portalId: portal.portal_id,
            reference: row.id,
            createdBy: row.created_by!,
            // The transition drawer titles the batch with the change (portalBatches.ts titleOf).
            options: { rollout_id: row.id, name: row.title }
          },
          payloads
        )
        yield* repo.setPortal(row.id, portal.portal_id, { status: "running", batch_id: batchId })
      })

    /** Pauses, starts portals or finishes a running rollout, as its portals now stand. */
    const drive = (row: RolloutRow, events: Array<RolloutProgressEvent>) =>
      Effect.gen(function* () {
        const portals = yield* repo.portalsOf([row.id])
        const failed = portals.filter((portal) => portal.status === "failed")
        const pending = portals.filter((portal) => portal.status === "pending")
        const canary = portals.filter((portal) => portal.phase === "canary")
        const canaryFailed = canary.filter((portal) => portal.status === "failed")
        const pause = (reason: string) =>
          Effect.gen(function* () {
            yield* repo.setRollout(row.id, { status: "paused", paused_reason: reason })
            yield* log(row, "paused", { reason })
            yield* pauseNotices.write(row, reason)
            events.push({ rollout_id: row.id, status: "paused", event: "paused", portal_id: null })
          })
        if (pending.length > 0 && failed.length - row.accepted_failures >= row.failure_threshold) {
          return yield* pause(thresholdPause(failed.length - row.accepted_failures))
        }
        if (pending.length > 0 && canaryFailed.length > row.accepted_failures) {
          const first = canaryFailed[0]!
          return yield* pause(canaryPause(first.portal_name, first.reason ?? FAILED))
        }
        const gateOpen = !canary.some(isOpen) && canaryFailed.length <= row.accepted_failures
        const candidates = pending.filter((portal) => portal.phase === "canary" || gateOpen)
        const slots = parallel - portals.filter((portal) => portal.status === "running").length
        for (const portal of candidates.slice(0, Math.max(0, slots))) yield* start(row, portal, events)
        if (!(yield* repo.portalsOf([row.id])).some(isOpen)) {
          yield* repo.setRollout(row.id, { status: "finished", paused_reason: null, finished: true })
          yield* log(row, "finished")
          events.push({ rollout_id: row.id, status: "finished", event: "finished", portal_id: null })
        }
      })

    /** One rollout's step, in one transaction; skipped when another process holds its row. */
    const advanceOne = (id: string) =>
      Effect.gen(function* () {
        const events: Array<RolloutProgressEvent> = []
        const row = yield* transaction.run(
          Effect.gen(function* () {
            const locked = yield* repo.lock(id)
            if (Option.isNone(locked)) return Option.none<RolloutRow>()
            const rollout = locked.value
            yield* settle(rollout, events)
            if (rollout.status === "running") yield* drive(rollout, events)
            else if (rollout.status === "cancelled" && !(yield* repo.portalsOf([id])).some(isOpen)) {
              yield* repo.setRollout(id, { status: "cancelled", paused_reason: null, finished: true })
            }
            return Option.some(rollout)
          })
        )
        if (Option.isSome(row)) {
          yield* Effect.forEach(events, (event) => publish(row.value.created_by, event), { discard: true })
          if (events.some((event) => event.event === "paused")) {
            yield* pauseNotices
              .ping(row.value)
              .pipe(Effect.catchAllCause((cause) => Effect.logWarning("the rollout's pause notice was not pinged", cause)))
          }
        }
      })

    /** One pass over every rollout with work left. */
    const advance = Effect.flatMap(repo.openIds, (ids) => Effect.forEach(ids, advanceOne, { discard: true }))

    const start_ = advance.pipe(
      // A database hiccup must not end the coordinator: log it and pass again.
      Effect.catchAllCause((cause) => Effect.logError("Rollout coordinator pass failed", cause)),
      Effect.repeat(Schedule.spaced(PASS_EVERY)),
      // Paced by wall time, as the payment sweep: a test that moves its clock a day ahead must not replay
      // 288 000 passes at once.
      Effect.withClock(Clock.make())
    )

    return { advance, advanceOne, start: start_ } as const
  })
}) {}

/** The coordinator running for the lifetime of the app's scope (interrupted when it closes). */
export const RolloutCoordinatorRunning = Layer.scopedDiscard(
  Effect.flatMap(RolloutCoordinator, (coordinator) => Effect.forkScoped(coordinator.start))
)
