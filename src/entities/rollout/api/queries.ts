// The rollouts' query keys and options: a rollout under `["rollouts", id]`, its lists under `["rollouts", "list",
// …]` (the paged list: `["rollouts", "list", scope, query]`, built by usePagedList from ROLLOUT_LIST_SCOPE). A
// rollout that still works is read again every few seconds; the realtime rollout.progress event reads it at once.
import { apiQueryOptions, type RolloutPreviewPayload } from "@/shared/api"

import { isRolloutWorking } from "../lib/status.ts"
import { previewRollout, readRollout } from "./rollouts.ts"

/** The list's scope among the rollout lists (usePagedList's `scope`). */
export const ROLLOUT_LIST_SCOPE = "all"

/** How often a working rollout is read: the realtime event comes sooner, this covers one lost on the way. */
const ROLLOUT_POLL_MS = 3_000

export const rolloutKeys = {
  all: ["rollouts"] as const,
  lists: () => ["rollouts", "list"] as const,
  record: (id: string) => ["rollouts", id] as const,
  /** A preview writes nothing: it is read like a record, under the rollouts it would become. */
  preview: (payload: RolloutPreviewPayload) => ["rollouts", "preview", payload] as const
}

export const rolloutQueries = {
  one: (id: string) =>
    apiQueryOptions(rolloutKeys.record(id), readRollout(id), {
      refetchInterval: (query) => (query.state.data !== undefined && isRolloutWorking(query.state.data) ? ROLLOUT_POLL_MS : false),
      // A run is watched in a tab that may sit behind another one: it must be current when the user looks again.
      refetchIntervalInBackground: true
    }),
  /** Never kept: each look at the preview asks again (the portals may have changed meanwhile). */
  preview: (payload: RolloutPreviewPayload) =>
    apiQueryOptions(rolloutKeys.preview(payload), previewRollout(payload), { staleTime: 0, gcTime: 0 })
}
