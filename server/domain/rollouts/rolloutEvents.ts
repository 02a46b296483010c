// The rollout.progress event: a rollout changed state or one of its portals ended. It goes to the user who
// started the rollout, on their own private channel, so their browser refreshes that rollout instead of waiting
// for its next poll. Realtime is a convenience: a slow or failed publish is logged and the rollout goes on.
import { Effect } from "effect"

import { Events, Realtime, userChannel } from "../../integrations/realtime/index.ts"

export interface RolloutProgressEvent {
  readonly rollout_id: string
  readonly status: "running" | "paused" | "cancelled" | "finished"
  /** What happened: started, paused, resumed, cancelled, finished, or a portal that ended (its id). */
  readonly event: string
  readonly portal_id: number | null
}

const PUBLISH_TIMEOUT = "3 seconds"

export const publishRolloutProgress = (realtime: Realtime) => (createdBy: number | null, event: RolloutProgressEvent) =>
  createdBy === null
    ? Effect.void
    : realtime.trigger(userChannel(createdBy), Events.rolloutProgress, event).pipe(
        Effect.timeout(PUBLISH_TIMEOUT),
        Effect.catchAll((error) => Effect.logWarning("rollout.progress was not published", error))
      )
