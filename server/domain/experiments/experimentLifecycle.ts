// The state machine draft → running → stopped → completed. Starting installs the tracking snippet in the
// portal's theme folder; declaring a winner ends HubSpot's A/B test with the winning page. Each step writes
// its activity entry with it, and a step another request made first answers 409.
import { Clock, Effect, Option } from "effect"

import { Conflict, Unprocessable } from "#contract/errors.ts"
import type { DeclareWinnerPayload, ExperimentStatus } from "#contract/experiment-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ExperimentRepo } from "../../db/repos/ExperimentRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { crmErrorToWire } from "../modules/PortalCrm.ts"
import { experimentAccess } from "./experimentAccess.ts"
import * as M from "./messages.ts"
import { trackerPath, trackerSnippet } from "./trackerSnippet.ts"

export const experimentLifecycle = Effect.gen(function* () {
  const experiments = yield* ExperimentRepo
  const { appUrl } = yield* PublicUrl
  const crm = yield* Crm
  const activity = yield* ActivityLogRepo
  const transaction = yield* Transaction
  const { experimentFor, token, reload } = yield* experimentAccess

  /** One step of the state machine with its activity entry; 409 from any other state. */
  const move = (
    user: User,
    id: number,
    step: {
      readonly from: ReadonlyArray<ExperimentStatus>
      readonly to: ExperimentStatus
      readonly refused: (status: ExperimentStatus) => string
      readonly event: string
      readonly winner?: number
    }
  ) =>
    Effect.gen(function* () {
      const { row, portal } = yield* experimentFor(user, id, true)
      if (!step.from.includes(row.status)) return yield* new Conflict({ message: step.refused(row.status) })
      const now = new Date(yield* Clock.currentTimeMillis)
      const moved = yield* transaction.run(
        Effect.gen(function* () {
          const changed = yield* experiments.transition(id, step.from, step.to, {
            ...(step.to === "running" ? { startedAt: now } : {}),
            // Declaring a winner while it runs ends the traffic at that moment too.
            ...(step.to === "stopped" || (step.to === "completed" && row.stopped_at === null) ? { stoppedAt: now } : {}),
            ...(step.winner === undefined ? {} : { winner: step.winner })
          })
          if (!changed) return false
          yield* activity.record({
            event: step.event,
            causer: userRef(user.id),
            subject: { id: portal.id, type: SubjectType.Portal },
            properties: {
              experiment_id: id,
              name: row.name,
              from: row.status,
              to: step.to,
              ...(step.winner === undefined ? {} : { winner_variant_id: step.winner })
            }
          })
          return true
        })
      )
      // Another request moved it between our read and our update.
      if (!moved) {
        const current = yield* experiments.findById(id)
        return yield* new Conflict({
          message: step.refused(Option.match(current, { onNone: () => row.status, onSome: (value) => value.status }))
        })
      }
      return yield* reload(id)
    })

  /** Installs the tracking snippet in the portal's theme folder (published), then draft → running. */
  const start = (user: User, id: number) =>
    Effect.gen(function* () {
      const { row, portal } = yield* experimentFor(user, id, true)
      if (row.status !== "draft") return yield* new Conflict({ message: M.ONLY_DRAFT_STARTS })
      yield* crm
        .writeFile(yield* token(portal), "published", trackerPath(portal.custom_installation), trackerSnippet(appUrl))
        .pipe(Effect.mapError(crmErrorToWire))
      return yield* move(user, id, { from: ["draft"], to: "running", refused: () => M.ONLY_DRAFT_STARTS, event: "experiment.started" })
    })

  const stop = (user: User, id: number) =>
    move(user, id, { from: ["running"], to: "stopped", refused: () => M.ONLY_RUNNING_STOPS, event: "experiment.stopped" })

  const declareWinner = (user: User, id: number, payload: DeclareWinnerPayload) =>
    Effect.gen(function* () {
      const { row, portal } = yield* experimentFor(user, id, true)
      if (row.status === "completed") return yield* new Conflict({ message: M.ALREADY_COMPLETED })
      if (row.status === "draft") return yield* new Conflict({ message: M.WINNER_NEEDS_RESULTS })
      const variants = yield* experiments.variantsOf([row.id])
      const winner = variants.find((variant) => variant.id === payload.variant_id)
      if (winner === undefined) return yield* Unprocessable.field("variant_id", M.INVALID_VARIANT)
      // HubSpot ends its test with the winning page; experiments made before 0020 have no test id to end.
      if (row.ab_test_id !== null) {
        yield* crm
          .endAbTest(yield* token(portal), { abTestId: row.ab_test_id, winnerId: winner.crm_page_id })
          .pipe(Effect.mapError(crmErrorToWire))
      }
      return yield* move(user, id, {
        from: ["running", "stopped"],
        to: "completed",
        refused: (status) => (status === "completed" ? M.ALREADY_COMPLETED : M.WINNER_NEEDS_RESULTS),
        event: "experiment.winner-declared",
        winner: payload.variant_id
      })
    })

  return { start, stop, declareWinner } as const
})
