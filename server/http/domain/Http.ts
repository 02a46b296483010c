// The "domain" group: the domains connected to a portal's CRM account (Select Domain).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { PortalDomains } from "../../domain/pages/PortalDomains.ts"

const asData = <A>(data: A) => ({ data })

export const DomainHttpLive = HttpApiBuilder.group(Api, "domain", (handlers) =>
  Effect.gen(function* () {
    const domains = yield* PortalDomains
    return handlers
      .handle("list", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => domains.list(user, urlParams.portal_id)).pipe(Effect.map(asData))
      )
      .handle("read", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => domains.read(user, urlParams.portal_id, path.id)).pipe(Effect.map(asData))
      )
  })
)
