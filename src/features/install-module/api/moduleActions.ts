// The module calls a button press makes; each answers with what the drawer must show next.
import { Effect } from "effect"

import { withResolutions } from "@/entities/overwrite"
import { ApiClient, type ApiError, type FileResolution, type Module, type RequiredFile } from "@/shared/api"

export interface PurchaseOutcome {
  /** The agency's credits left after the purchase. */
  readonly creditLimit: number
  readonly modules: ReadonlyArray<Module>
}

export const purchaseModule = (key: string, agencyId: number, portalId: number): Effect.Effect<PurchaseOutcome, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.module.purchase({ payload: { keys: [key], agency_id: agencyId, portal_id: portalId } }))
    ),
    Effect.map((answer) => ({ creditLimit: answer.data.credit_limit, modules: answer.data.modules }))
  )

/** Theme files the module's newer versions need and the portal lacks. */
export const checkModuleFiles = (key: string, portalId: number): Effect.Effect<ReadonlyArray<RequiredFile>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.module.checkFiles({ payload: { module: key, portal: portalId } }))),
    Effect.map((answer) => answer.data.files)
  )

export type ModuleChange = "install" | "upgrade" | "revert"

/**
 * Installs, upgrades or reverts; a major upgrade carries the word the user typed, and the change carries the
 * user's choice for each file the portal holds edited (the overwrite review).
 */
export const changeModule = (
  change: ModuleChange,
  key: string,
  portalId: number,
  confirm?: string,
  resolutions?: ReadonlyArray<FileResolution>
): Effect.Effect<Module, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => {
        const payload = withResolutions({ module: key, portal: portalId }, resolutions)
        if (change === "install") return client.module.install({ payload })
        if (change === "revert") return client.module.revert({ payload })
        return client.module.upgrade({ payload: confirm === undefined ? payload : { ...payload, confirm } })
      })
    ),
    Effect.map((answer) => answer.data)
  )
