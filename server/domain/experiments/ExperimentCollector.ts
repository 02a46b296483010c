// The public collector behind the tracking snippet: limited per client address (shared in PostgreSQL
// like the login limits), it counts an event only for a page of a running experiment of that HubSpot
// account, a conversion only for the experiment's goal, and each visitor once per variant as a view and
// once as a conversion. A conversion also counts the visitor's view: the two beacons may arrive in
// either order, and nobody converts on a page they did not see.
import { Data, Effect, Option } from "effect"

import type { ExperimentEvent, ExperimentGoal } from "#contract/experiment-api.ts"

import { ExperimentEventRepo } from "../../db/repos/ExperimentEventRepo.ts"
import { RateLimiter } from "../auth/RateLimiter.ts"

/** Events a client address may send per window (a visitor sends a view and a few clicks per page). */
export const COLLECTOR_LIMIT = { max: 60, windowSeconds: 60 } as const

export class CollectorBusy extends Data.TaggedError("CollectorBusy")<{ readonly retryAfter: number }> {}

const goalOf: Record<Exclude<ExperimentEvent["event"], "view">, ExperimentGoal> = { click: "clicks", form_submission: "form_submissions" }

export class ExperimentCollector extends Effect.Service<ExperimentCollector>()("server/domain/ExperimentCollector", {
  effect: Effect.gen(function* () {
    const limiter = yield* RateLimiter
    const events = yield* ExperimentEventRepo

    const collect = (clientIp: string, event: ExperimentEvent) =>
      Effect.gen(function* () {
        const key = `experiment-events:ip:${clientIp}`
        yield* limiter
          .take([{ key, ...COLLECTOR_LIMIT }], "events")
          .pipe(Effect.catchTag("RateLimited", ({ retryAfter }) => new CollectorBusy({ retryAfter })))
        const variant = yield* events.runningVariant(event.hub_id, event.page_id)
        if (Option.isNone(variant)) return { counted: false }
        if (event.event === "view") return { counted: yield* events.record(variant.value, event.visitor_id, "view") }
        if (goalOf[event.event] !== variant.value.goal) return { counted: false }
        yield* events.record(variant.value, event.visitor_id, "view")
        return { counted: yield* events.record(variant.value, event.visitor_id, "conversion") }
      })

    return { collect } as const
  }),
  dependencies: [ExperimentEventRepo.Default]
}) {}
