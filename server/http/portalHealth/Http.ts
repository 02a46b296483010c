// The "portalHealth" group: the health overview of the portals the signed-in user sees.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { scopeFor } from "../../domain/policy/Policy.ts"
import { PortalHealthOverview } from "../../domain/portal-health/PortalHealthOverview.ts"

export const PortalHealthHttpLive = HttpApiBuilder.group(Api, "portalHealth", (handlers) =>
  Effect.map(PortalHealthOverview, (overview) =>
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => overview.list(scopeFor(user), urlParams)))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => overview.read(scopeFor(user), path.id)))
  )
)
