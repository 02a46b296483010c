// The editor bar's red dots: how many of the portal's installed modules and theme files wait for an upgrade.
import { Effect } from "effect"

import { ApiClient, type ApiError, type UpgradeSummary } from "@/shared/api"

export const getUpgradeSummary = (portalId: number): Effect.Effect<UpgradeSummary, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.module.upgrades({ urlParams: { portal: portalId } }))),
    Effect.map((answer) => answer.data)
  )
