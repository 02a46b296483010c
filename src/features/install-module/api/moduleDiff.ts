// getModuleDiff (spec 2 section 7): the module's files between the portal's version and the current one.
import { Effect } from "effect"

import { ApiClient, type ApiError } from "@/shared/api"

export interface ModuleDiffAnswer {
  readonly installed: string
  readonly current: string
  /** Unified diff of every file of the module. */
  readonly diff: string
}

export const getModuleDiff = (key: string, portalId: number): Effect.Effect<ModuleDiffAnswer, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.module.diff({ path: { key }, urlParams: { portal: portalId } }))),
    Effect.map((answer) => answer.data)
  )
