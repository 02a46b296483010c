// The "guestModule" group: the demo portal's modules and module groups, without a token.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"

import { ModuleCatalog } from "../../domain/modules/ModuleCatalog.ts"
import { moduleListBody } from "../module/Http.ts"

export const GuestModuleHttpLive = HttpApiBuilder.group(Api, "guestModule", (handlers) =>
  Effect.map(ModuleCatalog, (catalog) =>
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(catalog.listAsGuest(urlParams), moduleListBody))
      // The member call's groups, read as the demo guest sees the demo portal (installed state included).
      .handle("groups", ({ urlParams }) => Effect.map(catalog.groupsAsGuest(urlParams.portal), (data) => ({ data })))
  )
)
