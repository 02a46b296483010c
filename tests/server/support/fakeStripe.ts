// A local stand-in for Stripe's REST API (node:http) that records every request the `stripe` SDK
// makes and answers the few objects the Payments service reads. Tests point the SDK at it through
// host, port and protocol, then assert method, path, form body and Authorization of each request.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

import { ConfigProvider, Context, Effect, Layer } from "effect"

import { testServer } from "./TestApi.ts"

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly authorization: string | undefined
  readonly idempotencyKey: string | undefined
  /** The form body, decoded ("metadata[kind]" → "credits"). */
  readonly form: Record<string, string>
}

export interface FakeStripeServer {
  readonly port: number
  readonly requests: Array<RecordedRequest>
  /** Makes every card-charging call answer a card_declined error with this message (null: succeed). */
  declineWith: string | null
  /** The PaymentIntents created, by id, as GET /v1/payment_intents answers them (tests may change status). */
  readonly intents: Map<string, Record<string, unknown>>
  /** The subscriptions created, by id (tests may change status). */
  readonly subscriptions: Map<string, Record<string, unknown>>
  readonly close: () => Promise<void>
}

export class FakeStripe extends Context.Tag("tests/FakeStripe")<FakeStripe, FakeStripeServer>() {}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith("metadata["))
      .map(([key, value]) => [key.slice(9, -1), value])
  )

export const startFakeStripe = async (): Promise<FakeStripeServer> => {
  let sequence = 0
  const next = (prefix: string) => `${prefix}_fake${++sequence}`
  // Which customer each payment method is attached to.
  const owners = new Map<string, string>()
  // Each customer's default card (invoice_settings.default_payment_method).
  const defaults = new Map<string, string>()
  const state: FakeStripeServer = {
    port: 0,
    requests: [],
    declineWith: null,
    intents: new Map(),
    subscriptions: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json", "request-id": `req_${sequence}` })
    response.end(JSON.stringify(body))
  }
  const declined = (response: ServerResponse, message: string) =>
    answer(response, 402, { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message } })

  // Stripe replays the first answer of a POST for the same Idempotency-Key (24 hours).
  const replays = new Map<string, { status: number; body: unknown }>()

  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const key = request.headers["idempotency-key"] as string | undefined
      if (request.method === "POST" && key !== undefined && replays.has(key)) {
        const replay = replays.get(key)!
        state.requests.push({
          method: "POST",
          path: new URL(request.url ?? "/", "http://fake").pathname,
          authorization: request.headers["authorization"],
          idempotencyKey: key,
          form: Object.fromEntries(new URLSearchParams(text))
        })
        return answer(response, replay.status, replay.body)
      }
      if (request.method === "POST" && key !== undefined) {
        const end = response.end.bind(response)
        response.end = ((chunk?: unknown) => {
          if (typeof chunk === "string") replays.set(key, { status: response.statusCode, body: JSON.parse(chunk) })
          return end(chunk as string)
        }) as typeof response.end
      }
      const url = new URL(request.url ?? "/", "http://fake")
      const form = Object.fromEntries(new URLSearchParams(text))
      state.requests.push({
        method: request.method ?? "",
        path: url.pathname,
        authorization: request.headers["authorization"],
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
        form
      })
      const path = url.pathname
      const method = request.method
      const created = Math.floor(Date.now() / 1000)
      if (method === "POST" && path === "/v1/customers") {
        return answer(response, 200, {
          id: next("cus"),
          object: "customer",
          name: form["name"],
          email: form["email"],
          metadata: metadataOf(form),
          invoice_settings: { default_payment_method: null }
        })
      }
      const customer = /^\/v1\/customers\/([^/]+)$/.exec(path)
      if (customer !== null) {
        const id = decodeURIComponent(customer[1]!)
        if (method === "POST" && form["invoice_settings[default_payment_method]"] !== undefined)
          defaults.set(id, form["invoice_settings[default_payment_method]"])
        return answer(response, 200, { id, object: "customer", invoice_settings: { default_payment_method: defaults.get(id) ?? null } })
      }
      if (method === "POST" && path === "/v1/setup_intents") {
        const id = next("seti")
        return answer(response, 200, {
          id,
          object: "setup_intent",
          client_secret: `${id}_secret_fake`,
          customer: form["customer"],
          status: "requires_payment_method"
        })
      }
      if (method === "POST" && path === "/v1/payment_intents") {
        if (form["confirm"] === "true" && state.declineWith !== null) return declined(response, state.declineWith)
        const id = next("pi")
        const intent = {
          id,
          object: "payment_intent",
          amount: Number(form["amount"]),
          currency: form["currency"],
          customer: form["customer"],
          client_secret: `${id}_secret_fake`,
          // Stripe's test card that always asks for 3-D Secure answers requires_action when confirmed on-session.
          status:
            form["confirm"] !== "true"
              ? "requires_payment_method"
              : form["payment_method"]?.includes("threeDSecure") === true && form["off_session"] !== "true"
                ? "requires_action"
                : "succeeded",
          metadata: metadataOf(form),
          last_payment_error: null,
          created
        }
        state.intents.set(id, intent)
        return answer(response, 200, intent)
      }
      if (method === "GET" && path === "/v1/payment_intents") {
        const owner = url.searchParams.get("customer")
        const data = [...state.intents.values()].filter((intent) => owner === null || intent["customer"] === owner).reverse()
        return answer(response, 200, { object: "list", data, has_more: false, url: "/v1/payment_intents" })
      }
      const cancelPath = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)
      if (method === "POST" && cancelPath !== null) {
        const intent = state.intents.get(decodeURIComponent(cancelPath[1]!))
        if (intent !== undefined && intent["status"] !== "succeeded") {
          intent["status"] = "canceled"
          return answer(response, 200, intent)
        }
      }
      const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
      if (method === "GET" && intentPath !== null) {
        const intent = state.intents.get(decodeURIComponent(intentPath[1]!))
        if (intent !== undefined) return answer(response, 200, intent)
      }
      if (method === "POST" && path === "/v1/subscriptions") {
        if (state.declineWith !== null) return declined(response, state.declineWith)
        const id = next("sub")
        const subscription = {
          id,
          object: "subscription",
          customer: form["customer"],
          status: "active",
          metadata: metadataOf(form),
          items: {
            object: "list",
            data: [{ id: `si_${id.slice(4)}`, object: "subscription_item", price: { id: form["items[0][price]"] } }]
          },
          latest_invoice: null,
          created
        }
        state.subscriptions.set(subscription.id, subscription)
        return answer(response, 200, subscription)
      }
      if (method === "GET" && path === "/v1/subscriptions") {
        const owner = url.searchParams.get("customer")
        const data = [...state.subscriptions.values()]
          .filter((subscription) => owner === null || subscription["customer"] === owner)
          .reverse()
        return answer(response, 200, { object: "list", data, has_more: false, url: "/v1/subscriptions" })
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
      if (subscriptionPath !== null) {
        const subscription = state.subscriptions.get(decodeURIComponent(subscriptionPath[1]!))
        if (subscription !== undefined && method === "POST") {
          // A plan change: the one item's price and the metadata, as the service sends them.
          if (state.declineWith !== null && form["proration_behavior"] === "always_invoice") return declined(response, state.declineWith)
          const item = (subscription["items"] as { data: Array<Record<string, unknown>> }).data[0]!
          if (form["items[0][price]"] !== undefined) item["price"] = { id: form["items[0][price]"] }
          subscription["metadata"] = { ...(subscription["metadata"] as object), ...metadataOf(form) }
        }
        if (subscription !== undefined && method === "DELETE") subscription["status"] = "canceled"
        if (subscription !== undefined) return answer(response, 200, subscription)
      }
      const coupon = /^\/v1\/coupons\/([^/]+)$/.exec(path)
      if (method === "GET" && coupon !== null) {
        const code = decodeURIComponent(coupon[1]!)
        if (code === "HALF")
          return answer(response, 200, {
            id: "HALF",
            object: "coupon",
            name: "Half off",
            percent_off: 50,
            amount_off: null,
            currency: null,
            valid: true
          })
        if (code === "TENOFF")
          return answer(response, 200, {
            id: "TENOFF",
            object: "coupon",
            name: "10 off",
            percent_off: null,
            amount_off: 1000,
            currency: "usd",
            valid: true
          })
        return answer(response, 404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: `No such coupon: '${code}'`, param: "id" }
        })
      }
      if (method === "GET" && path === "/v1/payment_methods") {
        const owner = url.searchParams.get("customer")
        const data = [...owners]
          .filter(([, customerId]) => customerId === owner)
          .map(([id]) => ({
            id,
            object: "payment_method",
            type: "card",
            customer: owner,
            card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
            billing_details: { name: null, email: null, address: { country: null } }
          }))
        return answer(response, 200, { object: "list", data, has_more: false, url: "/v1/payment_methods" })
      }
      const methodPath = /^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/.exec(path)
      if (methodPath !== null) {
        const id = decodeURIComponent(methodPath[1]!)
        if (methodPath[2] === "/attach") owners.set(id, form["customer"]!)
        if (methodPath[2] === "/detach") owners.delete(id)
        return answer(response, 200, {
          id,
          object: "payment_method",
          type: "card",
          customer: owners.get(id) ?? null,
          card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
          billing_details: {
            name: form["billing_details[name]"] ?? null,
            email: form["billing_details[email]"] ?? null,
            address: { country: form["billing_details[address][country]"] ?? null }
          }
        })
      }
      return answer(response, 404, {
        error: { type: "invalid_request_error", code: "resource_missing", message: `Unrecognized request URL (${method}: ${path})` }
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  return Object.assign(state, { port: (server.address() as AddressInfo).port })
}

export const FakeStripeLive = Layer.scoped(
  FakeStripe,
  Effect.acquireRelease(Effect.promise(startFakeStripe), (fake) => Effect.promise(() => fake.close()))
)

/**
 * The app (a fresh seeded database) with its payment client on a fake Stripe, which the layer also
 * provides; every other setting from the environment.
 */
export const appOnFakeStripe = (webhookSecret: string, secretKey = "sk_test_fake") =>
  Layer.unwrapEffect(
    Effect.map(FakeStripe, (fake) =>
      testServer().pipe(
        Layer.provide(
          Layer.setConfigProvider(
            ConfigProvider.fromMap(
              new Map([
                ["STRIPE_SECRET_KEY", secretKey],
                ["STRIPE_WEBHOOK_SECRET", webhookSecret],
                ["STRIPE_API_HOST", "127.0.0.1"],
                ["STRIPE_API_PORT", String(fake.port)],
                ["STRIPE_API_PROTOCOL", "http"]
              ])
            ).pipe(ConfigProvider.orElse(() => ConfigProvider.fromEnv()))
          )
        )
      )
    )
  ).pipe(Layer.provideMerge(FakeStripeLive))
