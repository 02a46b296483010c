// Pause, resume and cancel: the super admin, or a user who sees every portal of the rollout, changes its state
// under a lock on its row (the coordinator's pass takes the same lock), logged and told to its starter.
import { Effect, Option } from "effect"

import { Conflict, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { RolloutRepo, type RolloutRow } from "../../db/repos/RolloutRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Realtime } from "../../integrations/realtime/index.ts"
import { userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { publishRolloutProgress } from "./rolloutEvents.ts"
import { RolloutReads } from "./RolloutReads.ts"
import { ALREADY_ENDED, NOT_PAUSED, NOT_RUNNING, pausedBy } from "./rolloutTexts.ts"

export class RolloutControl extends Effect.Service<RolloutControl>()("server/domain/RolloutControl", {
  effect: Effect.gen(function* () {
    const repo = yield* RolloutRepo
    const reads = yield* RolloutReads
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const publish = publishRolloutProgress(yield* Realtime)

    /** Rights first, then the change on the locked row; answers the rollout as it is after it. */
    const change = (
      user: User,
      id: string,
      event: "paused" | "resumed" | "cancelled",
      apply: (row: RolloutRow) => Effect.Effect<Record<string, unknown>, Conflict>
    ) =>
      Effect.gen(function* () {
        yield* reads.manageable(user, id)
        const row = yield* transaction.run(
          Effect.gen(function* () {
            const locked = yield* repo.lock(id, true)
            if (Option.isNone(locked)) return yield* new NotFound({ message: NOT_FOUND })
            const properties = yield* apply(locked.value)
            yield* activity.record({
              event: `rollout.${event}`,
              causer: userRef(user.id),
              subject: null,
              properties: { rollout_id: id, title: locked.value.title, ...properties }
            })
            return locked.value
          })
        )
        const after = yield* reads.read(user, id)
        yield* publish(row.created_by, { rollout_id: id, status: after.status, event, portal_id: null })
        return after
      })

    const pause = (user: User, id: string) =>
      change(user, id, "paused", (row) =>
        row.status !== "running"
          ? Effect.fail(new Conflict({ message: NOT_RUNNING }))
          : Effect.as(repo.setRollout(id, { status: "paused", paused_reason: pausedBy(user.name) }), {})
      )

    /** Failures so far are accepted: the threshold counts those after, and a failed canary no longer holds the rest. */
    const resume = (user: User, id: string) =>
      change(user, id, "resumed", (row) =>
        row.status !== "paused"
          ? Effect.fail(new Conflict({ message: NOT_PAUSED }))
          : Effect.gen(function* () {
              const failed = (yield* repo.portalsOf([id])).filter((portal) => portal.status === "failed").length
              yield* repo.setRollout(id, { status: "running", paused_reason: null, accepted_failures: failed })
              return { accepted_failures: failed }
            })
      )

    /** Portals not started are cancelled; those running finish, and the coordinator ends the rollout after them. */
    const cancel = (user: User, id: string) =>
      change(user, id, "cancelled", (row) =>
        row.status === "cancelled" || row.status === "finished"
          ? Effect.fail(new Conflict({ message: ALREADY_ENDED }))
          : Effect.gen(function* () {
              const cancelled = yield* repo.cancelPending(id)
              const running = (yield* repo.portalsOf([id])).some((portal) => portal.status === "running")
              yield* repo.setRollout(id, { status: "cancelled", paused_reason: null, finished: !running })
              return { cancelled_portals: cancelled }
            })
      )

    return { pause, resume, cancel } as const
  })
}) {}
