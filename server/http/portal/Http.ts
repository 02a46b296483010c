// The "portal" group: portal reads scoped to the signed-in user's agencies and grants.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { scopeFor } from "../../domain/policy/Policy.ts"
import { PortalCatalog } from "../../domain/portals/PortalCatalog.ts"
import { withETag } from "../recordVersion.ts"

export const PortalHttpLive = HttpApiBuilder.group(Api, "portal", (handlers) =>
  Effect.map(PortalCatalog, (catalog) =>
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => catalog.list(scopeFor(user), urlParams)))
      .handle("read", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => catalog.read(scopeFor(user), path.id)).pipe(
          Effect.map((data) => ({ data })),
          withETag
        )
      )
  )
)
