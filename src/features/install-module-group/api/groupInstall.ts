// The module group calls: the portal's groups (guests: the demo portal's, through the guest call),
// starting a group install.
import { Effect } from "effect"

import type { ModuleAudience } from "@/entities/module"
import { ApiClient, type ApiError, type ModuleGroup } from "@/shared/api"

export const listModuleGroups = (
  portalId: number,
  audience: ModuleAudience = "member"
): Effect.Effect<ReadonlyArray<ModuleGroup>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      audience === "guest"
        ? api.call((client) => client.guestModule.groups({ urlParams: { portal: portalId } }))
        : api.call((client) => client.module.groups({ urlParams: { portal: portalId } }))
    ),
    Effect.map((answer) => answer.data)
  )

/**
 * Starts the batch installing the group's modules that still need it (a second start retries only the
 * failed ones); `withFiles` installs the theme files they need first. Answers the batch id.
 */
export const startGroupInstall = (group: string, portalId: number, withFiles = false): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        client.module.installGroup({ payload: withFiles ? { group, portal: portalId, with_files: true } : { group, portal: portalId } })
      )
    ),
    Effect.map((answer) => answer.data.batch_id)
  )
