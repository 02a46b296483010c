// The "adminPortal" group: every portal, for super admins only.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { Forbidden } from "#contract/errors.ts"
import { CurrentUser } from "#contract/security.ts"

import { FORBIDDEN } from "../../domain/messages.ts"
import { isAdmin } from "../../domain/policy/Policy.ts"
import { PortalCatalog } from "../../domain/portals/PortalCatalog.ts"
import { withETag } from "../recordVersion.ts"

const requireAdmin = Effect.flatMap(CurrentUser, (user) =>
  isAdmin(user) ? Effect.void : Effect.fail(new Forbidden({ message: FORBIDDEN }))
)

export const AdminPortalHttpLive = HttpApiBuilder.group(Api, "adminPortal", (handlers) =>
  Effect.map(PortalCatalog, (catalog) =>
    handlers
      .handle("list", ({ urlParams }) => Effect.zipRight(requireAdmin, catalog.list({ _tag: "All" }, urlParams)))
      .handle("read", ({ path }) =>
        Effect.zipRight(requireAdmin, catalog.read({ _tag: "All" }, path.id)).pipe(
          Effect.map((data) => ({ data })),
          withETag
        )
      )
  )
)
