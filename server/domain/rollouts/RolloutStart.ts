// Starting a rollout: the preview run again on the server, every portal stored with what it gets or why it is
// skipped, the first canary_size portals that are not skipped as the canary. The coordinator starts their batches.
// Two starts at the same moment both pass the preview's busy check, so the start's transaction takes each chosen
// portal's lock and checks again: of two starts, the later one skips the portals the earlier took, as busy.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import type { RolloutCreatePayload } from "#contract/rollout.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type NewRolloutPortal, RolloutRepo, type RolloutRow } from "../../db/repos/RolloutRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Realtime } from "../../integrations/realtime/index.ts"
import { userRef } from "../activity/subjects.ts"
import { publishRolloutProgress } from "./rolloutEvents.ts"
import { RolloutPreviews } from "./RolloutPreview.ts"
import { RolloutReads } from "./RolloutReads.ts"
import { EVERY_PORTAL_SKIPPED, jobSubject, skip } from "./rolloutTexts.ts"
import type { Subject } from "./subjectTypes.ts"

type NewRollout = Pick<RolloutRow, "id" | "change" | "title" | "canary_size" | "failure_threshold" | "rollback_of" | "created_by">

export class RolloutStart extends Effect.Service<RolloutStart>()("server/domain/RolloutStart", {
  effect: Effect.gen(function* () {
    const repo = yield* RolloutRepo
    const previews = yield* RolloutPreviews
    const reads = yield* RolloutReads
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const publish = publishRolloutProgress(yield* Realtime)

    /** Stores the rollout and its portals with its activity entry (inside the caller's transaction). */
    const store = (user: User, rollout: NewRollout, portals: ReadonlyArray<NewRolloutPortal>) =>
      Effect.gen(function* () {
        yield* repo.insert(rollout, portals)
        yield* activity.record({
          event: "rollout.started",
          causer: userRef(user.id),
          subject: null,
          properties: {
            rollout_id: rollout.id,
            title: rollout.title,
            ...jobSubject(rollout.change),
            rollback_of: rollout.rollback_of,
            portals: portals.filter((portal) => portal.status === "pending").map((portal) => portal.portal_id),
            skipped: portals.filter((portal) => portal.status === "skipped").map((portal) => portal.portal_id)
          }
        })
      })

    /**
     * Inside the start's transaction: locks the portals still in, then skips as busy those another rollout (or work
     * on the same module or theme file) took since the preview. Its rollout is not stored yet, so none of that work
     * is its own.
     */
    const claim = (subject: Subject, portals: ReadonlyArray<NewRolloutPortal>) =>
      Effect.gen(function* () {
        const change = subject.change
        const wanted = portals.filter((portal) => portal.status === "pending").map((portal) => portal.portal_id)
        yield* repo.lockPortals(wanted)
        const busy = yield* repo.busyPortals(wanted, change, subject.busy === undefined ? undefined : yield* subject.busy)
        const { message, reason } = skip.busy(change.kind)
        return portals.map((portal): NewRolloutPortal =>
          portal.status === "pending" && busy.has(portal.portal_id)
            ? { ...portal, phase: "rest", status: "skipped", action: null, reason: message, skip_reason: reason, parts: null }
            : portal
        )
      })

    const create = (user: User, payload: RolloutCreatePayload) =>
      Effect.gen(function* () {
        const plan = yield* previews.plan(user, payload.change, payload.portal_ids)
        if (plan.portals.every((portal) => portal.skip !== null)) return yield* Unprocessable.field("portal_ids", EVERY_PORTAL_SKIPPED)
        const id = randomUUID()
        const planned = plan.portals.map((portal, index): NewRolloutPortal => ({
          portal_id: portal.portal_id,
          portal_name: portal.portal_name,
          agency_id: portal.agency_id,
          agency_name: portal.agency_name,
          seq: index + 1,
          // Decided under the lock, once it is known which portals are still in.
          phase: "rest",
          status: portal.skip === null ? "pending" : "skipped",
          action: portal.action,
          from_version: portal.from_version,
          to_version: portal.to_version,
          reason: portal.skip?.message ?? null,
          skip_reason: portal.skip?.reason ?? null,
          parts: portal.parts ?? null
        }))
        const rollout: NewRollout = {
          id,
          change: payload.change,
          title: plan.title,
          canary_size: payload.canary_size,
          failure_threshold: payload.failure_threshold,
          rollback_of: null,
          created_by: user.id
        }
        yield* transaction.run(
          Effect.gen(function* () {
            const claimed = yield* claim(plan.subject, planned)
            const kept = claimed.filter((portal) => portal.status === "pending")
            if (kept.length === 0) return yield* Unprocessable.field("portal_ids", EVERY_PORTAL_SKIPPED)
            const canary = new Set(kept.slice(0, payload.canary_size).map((portal) => portal.portal_id))
            const portals = claimed.map((portal): NewRolloutPortal => ({
              ...portal,
              phase: canary.has(portal.portal_id) ? "canary" : "rest"
            }))
            yield* store(user, rollout, portals)
          })
        )
        yield* publish(user.id, { rollout_id: id, status: "running", event: "started", portal_id: null })
        return yield* reads.read(user, id)
      })

    return { create, claim, store } as const
  })
}) {}
