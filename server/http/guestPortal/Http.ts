// The "guestPortal" group: the guest demo's portals, without a token.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"

import { PortalCatalog } from "../../domain/portals/PortalCatalog.ts"

export const GuestPortalHttpLive = HttpApiBuilder.group(Api, "guestPortal", (handlers) =>
  Effect.map(PortalCatalog, (catalog) =>
    handlers
      .handle("list", ({ urlParams }) => catalog.list({ _tag: "GuestDemo" }, urlParams))
      .handle("read", ({ path }) => catalog.readAsGuest(path.id).pipe(Effect.map((data) => ({ data }))))
  )
)
