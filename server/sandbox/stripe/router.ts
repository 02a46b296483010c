// The sandbox payments' routes under /sandbox/stripe, ready to mount in the Effect HTTP server.
import { HttpApiBuilder, HttpRouter } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer } from "effect"

import { SANDBOX_STRIPE_PREFIX } from "../../lib/embedded-services.ts"
import { preflight } from "./auth.ts"
import { authenticateRoutes } from "./authenticate-page.ts"
import { billingRoutes } from "./billing-routes.ts"
import { chargeRoutes } from "./charge-routes.ts"
import { customerRoutes } from "./customer-routes.ts"
import { dashboardRoutes } from "./dashboard-routes.ts"
import { eventRoutes } from "./event-routes.ts"
import { startExpirySweep } from "./expiry-sweep.ts"
import { hostedInvoiceRoutes } from "./hosted-invoice-page.ts"
import { withIdempotency } from "./idempotency.ts"
import { intentRoutes } from "./intent-routes.ts"
import { invoicePaymentRoutes } from "./invoice-payments-routes.ts"
import { invoiceRoutes } from "./invoice-routes.ts"
import { SandboxStripeSettings } from "./settings.ts"
import { startWebhookWorker, WebhookWake } from "./webhooks.ts"

const routes = HttpRouter.concatAll(
  customerRoutes,
  intentRoutes,
  chargeRoutes,
  hostedInvoiceRoutes,
  invoicePaymentRoutes,
  invoiceRoutes,
  billingRoutes,
  eventRoutes,
  authenticateRoutes,
  dashboardRoutes
).pipe(HttpRouter.options("/v1/*", preflight), HttpRouter.prefixAll(SANDBOX_STRIPE_PREFIX))

/**
 * The routes with their database and settings already provided, and the webhook delivery worker,
 * which runs for as long as the caller's scope (the server's) is open.
 */
export const makeSandboxStripeRouter = Effect.gen(function* () {
  const wake = yield* startWebhookWorker
  const context = (yield* Effect.context<SqlClient.SqlClient | SandboxStripeSettings>()).pipe(Context.add(WebhookWake, wake))
  yield* startExpirySweep.pipe(Effect.provide(context))
  return routes.pipe(
    HttpRouter.use(withIdempotency),
    HttpRouter.use((app) => Effect.provide(app, context))
  )
})

/** Adds the routes to the HttpApi's router (HttpApiBuilder.Router). */
export const SandboxStripeRoutesLive: Layer.Layer<never, never, SqlClient.SqlClient | SandboxStripeSettings> = HttpApiBuilder.Router.use(
  (router) => Effect.flatMap(makeSandboxStripeRouter, router.concat)
)
