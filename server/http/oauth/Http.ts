// The "oauth" group: the CRM sign-in address for adding, reconnecting or re-authorising a portal, and
// the callback that finishes it (spec 1 sections 4 and 7).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { PortalConnections } from "../../domain/connect/PortalConnections.ts"

export const OAuthHttpLive = HttpApiBuilder.group(Api, "oauth", (handlers) =>
  Effect.map(PortalConnections, (connections) =>
    handlers
      .handle("url", ({ path, payload }) => Effect.flatMap(CurrentUser, (user) => connections.url(user, path.provider, payload)))
      .handle("callback", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => connections.callback(user, path.provider, urlParams.code, urlParams.state))
      )
      .handle("connection", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => connections.connection(user, path.provider, path.portal_id))
      )
  )
)
