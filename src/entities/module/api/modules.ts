// Module list reads: members list a portal's modules, guests the demo portal's through the guest group.
import { Effect } from "effect"

import { ApiClient, type ApiError, type Module, type ModuleListParams } from "@/shared/api"

export type ModuleAudience = "member" | "guest"

export interface ModulePage {
  readonly modules: ReadonlyArray<Module>
  readonly total: number
}

/** The catalogue is small (tens of modules), so the drawer reads it in one page. */
export const MODULE_PAGE_LIMIT = 1000

export const listModules = (audience: ModuleAudience, params: ModuleListParams): Effect.Effect<ModulePage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        audience === "guest" ? client.guestModule.list({ urlParams: params }) : client.module.list({ urlParams: params })
      )
    ),
    Effect.map((answer) => ({ modules: answer.data, total: answer.meta.pagination.total }))
  )
