// The module group calls: the portal's groups, starting a group install.
import { Effect } from "effect"
import { ApiClient, type ApiError, type ModuleGroup } from "@/shared/api"

export const listModuleGroups = (portalId: number): Effect.Effect<ReadonlyArray<ModuleGroup>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.module.groups({ urlParams: { portal: portalId } }))),
    Effect.map((answer) => answer.data)
  )

/** Starts the batch installing every module of the group; answers its id. */
export const startGroupInstall = (group: string, portalId: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.module.installGroup({ payload: { group, portal: portalId } }))),
    Effect.map((answer) => answer.data.batch_id)
  )
