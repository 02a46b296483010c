// The sandbox HubSpot's routes under /sandbox/hubspot, ready to mount in the Effect HTTP server.
import { HttpApiBuilder, HttpRouter } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"

import { accountRoutes } from "./account-routes.ts"
import { appPageRoutes } from "./app-pages.ts"
import { connectedAppRoutes } from "./connected-apps.ts"
import { contentRoutes } from "./content-routes.ts"
import { experimentRoutes } from "./experiment-routes.ts"
import { oauthRoutes } from "./oauth-routes.ts"
import { rateLimited } from "./rate-limit.ts"
import { resourceNotFound } from "./replies.ts"
import { SandboxHubspotSettings } from "./settings.ts"
import { sourceCodeRoutes } from "./source-code-routes.ts"

export const SANDBOX_HUBSPOT_PREFIX = "/sandbox/hubspot"

/** The bearer-authenticated REST surface, under HubSpot's ten-second limit. */
const restRoutes = HttpRouter.concatAll(sourceCodeRoutes, contentRoutes, experimentRoutes, accountRoutes).pipe(HttpRouter.use(rateLimited))

const routes = HttpRouter.concatAll(
  oauthRoutes,
  restRoutes,
  appPageRoutes,
  connectedAppRoutes,
  // Anything else under the prefix is a path HubSpot does not serve.
  HttpRouter.empty.pipe(HttpRouter.all("*", resourceNotFound))
).pipe(HttpRouter.prefixAll(SANDBOX_HUBSPOT_PREFIX))

/** The routes with their database and settings already provided. */
export const makeSandboxHubspotRouter = Effect.gen(function* () {
  const context = yield* Effect.context<SqlClient.SqlClient | SandboxHubspotSettings>()
  return routes.pipe(HttpRouter.use((app) => Effect.provide(app, context)))
})

/** Adds the routes to the HttpApi's router (HttpApiBuilder.Router). */
export const SandboxHubspotRoutesLive: Layer.Layer<never, never, SqlClient.SqlClient | SandboxHubspotSettings> = HttpApiBuilder.Router.use(
  (router) => Effect.flatMap(makeSandboxHubspotRouter, router.concat)
)
