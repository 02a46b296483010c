// Field fidelity: every object the sandbox answers (and every object its webhooks carry) has exactly
// Stripe's top-level fields for its resource, as listed in tests/fixtures/stripe/fields.json (derived
// from Stripe's OpenAPI fixtures). Values may be null where Stripe's may.
import { readFileSync } from "node:fs"

import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import type { JsonBody } from "../../testing/json-body.ts"
import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { browserPost, card, deliveriesOf, pause, type Started } from "./test-support.ts"

const fields = JSON.parse(readFileSync(new URL("../../../tests/fixtures/stripe/fields.json", import.meta.url), "utf8")) as Record<
  string,
  Array<string>
>

type Resource =
  | "payment_intent"
  | "setup_intent"
  | "customer"
  | "payment_method"
  | "price"
  | "coupon"
  | "charge"
  | "refund"
  | "dispute"
  | "event"
  | "subscription"
  | "invoice"

/** Fields missing from `object` and fields Stripe's resource does not have, as readable lines. */
const differences = (resource: Resource, object: Record<string, unknown>, where: string) => {
  const expected = fields[resource]!
  const keys = Object.keys(object)
  return [
    ...expected.filter((field) => !keys.includes(field)).map((field) => `${where}: ${resource} lacks ${field}`),
    ...keys.filter((key) => !expected.includes(key)).map((key) => `${where}: ${resource} has ${key}, which Stripe's does not`)
  ]
}

/** The resource of an event's object, from the event type. */
const resourceOfEvent = (type: string): Resource | undefined => {
  if (type.startsWith("charge.dispute.")) return "dispute"
  if (type.startsWith("charge.refund.")) return "refund"
  if (type.startsWith("customer.subscription.")) return "subscription"
  const head = type.split(".")[0]
  return ["payment_intent", "setup_intent", "payment_method", "charge", "refund", "invoice", "customer"].includes(head!)
    ? (head as Resource)
    : undefined
}

const api = (started: Started, method: "GET" | "POST", path: string, form: Record<string, string> = {}) =>
  Effect.promise(async () => {
    const query = method === "GET" && Object.keys(form).length > 0 ? `?${new URLSearchParams(form)}` : ""
    const response = await fetch(`${started.baseUrl}${path}${query}`, {
      method,
      headers: { authorization: "Bearer sk_test_sandbox", "content-type": "application/x-www-form-urlencoded" },
      ...(method === "POST" ? { body: new URLSearchParams(form).toString() } : {})
    })
    return (await response.json()) as Record<string, JsonBody>
  })

const postJson = (started: Started, path: string, body: Record<string, unknown>) =>
  Effect.promise(() =>
    fetch(`${started.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body)
    }).then((response) => response.json() as Promise<Record<string, JsonBody>>)
  )

/** Every event delivered so far, envelope and object, checked against Stripe's fields. */
const eventDifferences = (started: Started, only: (resource: Resource) => boolean) =>
  started.receiver.deliveries.flatMap((delivery) => {
    const event = JSON.parse(delivery.body) as { type: string; data: { object: Record<string, unknown> } }
    const resource = resourceOfEvent(event.type)
    return [
      ...(only("event") ? differences("event", event as unknown as Record<string, unknown>, `webhook ${event.type}`) : []),
      ...(resource !== undefined && only(resource) ? differences(resource, event.data.object, `webhook ${event.type}`) : [])
    ]
  })

const sandboxOwned = (resource: Resource) => resource !== "subscription" && resource !== "invoice"

/**
 * Subscription and invoice JSON is built in store/subscriptions.ts, which the server engineer owns.
 * These are the differences from Stripe's fields known today; the test fails when the list
 * no longer matches, so an entry leaves the list when its field is fixed.
 */
const KNOWN_SUBSCRIPTION_INVOICE_GAPS: ReadonlyArray<string> = [
  ...["billing_schedules", "customer_account", "managed_payments"].map((field) => `subscription lacks ${field}`),
  "invoice lacks customer_account"
]

describe("sandbox field fidelity", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("every sandbox-built object has Stripe's fields, no more, no fewer", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const seen: Array<[Resource, Record<string, JsonBody>, string]> = []
        const keep = (resource: Resource, where: string) => (object: Record<string, JsonBody>) => {
          seen.push([resource, object, where])
          return object
        }
        const customer = keep(
          "customer",
          "POST /v1/customers"
        )(yield* api(started, "POST", "/v1/customers", { name: "Fields", email: "f@example.com" }))
        keep("customer", "POST /v1/customers/:id")(yield* api(started, "POST", `/v1/customers/${customer["id"]}`, { "metadata[a]": "b" }))
        const setup = keep(
          "setup_intent",
          "POST /v1/setup_intents"
        )(yield* api(started, "POST", "/v1/setup_intents", { customer: customer["id"] }))
        const saved = keep(
          "setup_intent",
          "confirm"
        )(
          (yield* browserPost(started, `/v1/setup_intents/${setup["id"]}/confirm`, {
            client_secret: setup["client_secret"],
            ...card("4242424242424242")
          })).body
        )
        keep("payment_method", "GET /v1/payment_methods/:id")(yield* api(started, "GET", `/v1/payment_methods/${saved["payment_method"]}`))
        for (const method of (yield* api(started, "GET", "/v1/payment_methods", { customer: customer["id"], type: "card" }))["data"])
          keep("payment_method", "list")(method)

        const intent = keep(
          "payment_intent",
          "POST /v1/payment_intents"
        )(yield* api(started, "POST", "/v1/payment_intents", { amount: "4200", currency: "usd", customer: customer["id"] }))
        const paid = keep(
          "payment_intent",
          "confirm"
        )(
          (yield* browserPost(started, `/v1/payment_intents/${intent["id"]}/confirm`, {
            client_secret: intent["client_secret"],
            ...card("4242424242424242")
          })).body
        )
        const toAuthenticate = yield* api(started, "POST", "/v1/payment_intents", {
          amount: "100",
          currency: "usd",
          customer: customer["id"]
        })
        const waiting = keep(
          "payment_intent",
          "requires_action"
        )(
          (yield* browserPost(started, `/v1/payment_intents/${toAuthenticate["id"]}/confirm`, {
            client_secret: toAuthenticate["client_secret"],
            ...card("4000002760003184")
          })).body
        )
        expect(waiting["status"]).toBe("requires_action")
        keep("payment_intent", "cancel")(yield* api(started, "POST", `/v1/payment_intents/${waiting["id"]}/cancel`))
        for (const listed of (yield* api(started, "GET", "/v1/payment_intents", { customer: customer["id"] }))["data"])
          keep("payment_intent", "list")(listed)
        const toDecline = yield* api(started, "POST", "/v1/payment_intents", { amount: "100", currency: "usd" })
        const declined = yield* browserPost(started, `/v1/payment_intents/${toDecline["id"]}/confirm`, {
          client_secret: toDecline["client_secret"],
          ...card("4000000000000002")
        })
        expect(declined.status).toBe(402)
        keep("payment_intent", "decline error")(declined.body["error"].payment_intent)
        keep("payment_method", "decline error")(declined.body["error"].payment_method)

        const charge = keep("charge", "GET /v1/charges/:id")(yield* api(started, "GET", `/v1/charges/${paid["latest_charge"]}`))
        const refund = keep(
          "refund",
          "POST /v1/refunds"
        )(yield* api(started, "POST", "/v1/refunds", { charge: charge["id"], amount: "100" }))
        keep("refund", "GET /v1/refunds/:id")(yield* api(started, "GET", `/v1/refunds/${refund["id"]}`))
        for (const listed of (yield* api(started, "GET", "/v1/charges", { customer: customer["id"] }))["data"])
          keep("charge", "list")(listed)
        const dispute = keep("dispute", "dashboard open")(yield* postJson(started, "/dashboard/disputes", { charge: charge["id"] }))
        keep("dispute", "dashboard close")(yield* postJson(started, `/dashboard/disputes/${dispute["id"]}/close`, { status: "won" }))
        keep("dispute", "GET /v1/disputes/:id")(yield* api(started, "GET", `/v1/disputes/${dispute["id"]}`))
        keep("price", "GET /v1/prices/:id")(yield* api(started, "GET", "/v1/prices/price_core_monthly"))
        keep("coupon", "GET /v1/coupons/:id")(yield* api(started, "GET", "/v1/coupons/SAVE20"))
        for (const event of (yield* api(started, "GET", "/v1/events", { limit: "100" }))["data"]) keep("event", "GET /v1/events")(event)

        yield* deliveriesOf(started, "charge.dispute.funds_reinstated", 1)
        yield* pause(100)
        const problems = [
          ...seen.flatMap(([resource, object, where]) => differences(resource, object, where)),
          ...eventDifferences(started, sandboxOwned)
        ]
        expect(problems).toEqual([])
        expect(new Set(seen.map(([resource]) => resource))).toEqual(
          new Set([
            "customer",
            "setup_intent",
            "payment_method",
            "payment_intent",
            "charge",
            "refund",
            "dispute",
            "price",
            "coupon",
            "event"
          ])
        )
      })
    )

    // SUBSCRIPTION AND INVOICE (owned by the server engineer's store/subscriptions.ts): a ratchet on the known gaps.
    it.scoped("subscription and invoice objects differ from Stripe's only by the known gaps listed above", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const customer = yield* api(started, "POST", "/v1/customers", { name: "Subscriber" })
        const setup = yield* api(started, "POST", "/v1/setup_intents", { customer: customer["id"] })
        const saved = (yield* browserPost(started, `/v1/setup_intents/${setup["id"]}/confirm`, {
          client_secret: setup["client_secret"],
          ...card("4242424242424242")
        })).body
        const subscription = yield* api(started, "POST", "/v1/subscriptions", {
          customer: customer["id"],
          "items[0][price]": "price_core_monthly",
          default_payment_method: saved["payment_method"]
        })
        const retrieved = yield* api(started, "GET", `/v1/subscriptions/${subscription["id"]}`)
        yield* deliveriesOf(started, "invoice.paid", 1)
        yield* deliveriesOf(started, "customer.subscription.created", 1)
        const gaps = new Set(
          [
            ...differences("subscription", subscription, "create"),
            ...differences("subscription", retrieved, "retrieve"),
            ...eventDifferences(started, (resource) => !sandboxOwned(resource))
          ].map((line) => line.replace(/^[^:]*: /, ""))
        )
        expect([...gaps].sort()).toEqual([...KNOWN_SUBSCRIPTION_INVOICE_GAPS].sort())
      })
    )
  })
})
