// For tests: the sandbox payments on a free loopback port with their own embedded database, a
// `stripe` SDK client pointed at them as the app's is (host, port, protocol and the path prefix),
// and a webhook receiver that records each delivery and answers with the statuses it is told to.
import { createServer } from "node:http"

import { HttpRouter, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Clock, Context, Effect, Layer, Redacted } from "effect"
import Stripe from "stripe"

import { startEmbeddedDatabase } from "../db/embedded.ts"
import sandboxStripeMigration from "../db/migrations/0009_sandbox_stripe.ts"
import sandboxStripeFidelity from "../db/migrations/0021_sandbox_stripe_fidelity.ts"
import sandboxStripeRenewals from "../db/migrations/0023_sandbox_stripe_renewals.ts"
import sandboxStripeInvoicePayments from "../db/migrations/0026_sandbox_stripe_invoice_payments.ts"
import sandboxStripeCardFingerprints from "../db/migrations/0039_sandbox_stripe_card_fingerprints.ts"
import { prefixedStripeHttpClient } from "../integrations/payments/http-client.ts"
import { SANDBOX_SECRET_KEY, SANDBOX_STRIPE_PREFIX } from "../lib/embedded-services.ts"
import { makeSandboxStripeRouter } from "../sandbox/stripe/router.ts"
import { SandboxStripeSettings, type SandboxStripeSettingsShape, WEBHOOK_PATH } from "../sandbox/stripe/settings.ts"
import { pgliteTemplate, TemplateEnv } from "./template-env.ts"

/** A fresh in-memory database with the sandbox's tables, for as long as the layer lives. */
export const SandboxStripeTestDatabase = Layer.effectDiscard(
  Effect.all(
    [sandboxStripeMigration, sandboxStripeFidelity, sandboxStripeRenewals, sandboxStripeInvoicePayments, sandboxStripeCardFingerprints],
    { discard: true }
  )
).pipe(
  Layer.provideMerge(
    Layer.unwrapScoped(
      Effect.map(Effect.orDie(startEmbeddedDatabase(undefined, pgliteTemplate(TemplateEnv.pgliteEmpty))), (url) =>
        PgClient.layer({ url, maxConnections: 1 }).pipe(Layer.orDie)
      )
    )
  )
)

export interface Delivery {
  readonly body: string
  readonly signature: string
}

export const TEST_WEBHOOK_SECRET = "whsec_sandbox_test"

export interface Receiver {
  readonly url: string
  readonly deliveries: Array<Delivery>
  /** The next n POSTs answer 500. */
  failNext: number
  /** When each POST arrived (Date.now()), delivered or not, for backoff spacing. */
  readonly arrivals: Array<number>
  readonly close: () => void
}

/** Records POSTs to the webhook path; `failNext` makes the next n answer 500. */
export const startReceiver = Effect.acquireRelease(
  Effect.async<Receiver>((resume) => {
    const state: Receiver = { url: "", deliveries: [], failNext: 0, arrivals: [], close: () => server.close() }
    const server = createServer((request, response) => {
      let body = ""
      request.setEncoding("utf8")
      request.on("data", (chunk: string) => (body += chunk))
      request.on("end", () => {
        state.arrivals.push(Date.now())
        if (state.failNext > 0) {
          state.failNext -= 1
          response.writeHead(500).end()
          return
        }
        state.deliveries.push({ body, signature: String(request.headers["stripe-signature"] ?? "") })
        response.writeHead(200, { "content-type": "application/json" }).end('{"received":true}')
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      ;(state as { url: string }).url =
        `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}${WEBHOOK_PATH}`
      resume(Effect.succeed(state))
    })
  }),
  (receiver) => Effect.sync(receiver.close)
)

/** The sandbox on a fresh port; `settings` override the fast test defaults, `receiver` is reused across restarts. */
export const startSandboxStripeWith = (
  options: { readonly settings?: Partial<SandboxStripeSettingsShape>; readonly receiver?: Receiver } = {}
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const receiver = options.receiver ?? (yield* startReceiver)
    const listening = yield* Layer.build(NodeHttpServer.layer(() => createServer(), { port: 0, host: "127.0.0.1" }))
    const address = Context.get(listening, HttpServer.HttpServer).address
    if (address._tag !== "TcpAddress") return yield* Effect.die("expected a TCP address")
    const appUrl = `http://127.0.0.1:${address.port}`
    const settings: SandboxStripeSettingsShape = {
      webhookUrl: receiver.url,
      webhookSecret: Redacted.make(TEST_WEBHOOK_SECRET),
      appOrigin: appUrl,
      deliveryDelay: "0 millis",
      deliveryRetries: 3,
      retryBase: "20 millis",
      deliveryPollInterval: "20 millis",
      ...options.settings
    }
    // The delivery worker forked here keeps real time under the test clock too.
    const router = yield* makeSandboxStripeRouter.pipe(
      Effect.provideService(SandboxStripeSettings, settings),
      Effect.provideService(SqlClient.SqlClient, sql),
      Effect.withClock(Clock.make())
    )
    // The server's fibers (and the deliveries they fork) keep real time under the test clock.
    const liveRouter = router.pipe(HttpRouter.use((app) => Effect.withClock(app, Clock.make())))
    yield* Layer.build(HttpServer.serve(liveRouter).pipe(Layer.provide(Layer.succeedContext(listening))))
    const stripe = new Stripe(SANDBOX_SECRET_KEY, {
      host: "127.0.0.1",
      port: address.port,
      protocol: "http",
      httpClient: prefixedStripeHttpClient(SANDBOX_STRIPE_PREFIX),
      maxNetworkRetries: 0
    })
    return { appUrl, baseUrl: `${appUrl}${SANDBOX_STRIPE_PREFIX}`, stripe, receiver, settings }
  })

export const startSandboxStripe = startSandboxStripeWith()
