// Helpers for the sandbox's tests: the SDK's calls as effects, browser-style form POSTs with a client
// secret, Stripe's test card fields, and waiting for webhook deliveries (sent in the background).
import { Effect } from "effect"

import { SANDBOX_PUBLISHABLE_KEY } from "../../lib/embedded-services.ts"
import type { JsonBody } from "../../testing/json-body.ts"
import type { startSandboxStripe } from "../../testing/sandbox-stripe.ts"

export type Started = Effect.Effect.Success<typeof startSandboxStripe>

export interface SdkError {
  readonly type: string
  readonly statusCode?: number
  readonly code?: string
  readonly decline_code?: string
  readonly param?: string
  readonly message: string
  readonly raw: Record<string, JsonBody>
}

/** Real time, not the test clock: webhook deliveries run on the server's own fibers. */
export const pause = (millis: number) => Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, millis)))

export const sdk = <A>(call: () => Promise<A>) => Effect.promise(call)
export const sdkError = <A>(call: () => Promise<A>) => Effect.flip(Effect.tryPromise({ try: call, catch: (error) => error as SdkError }))

/** A browser POST as Stripe.js sends it: form-encoded, the publishable key (unless `key` is given), the app's origin. */
export const browserPost = (started: Started, path: string, fields: Record<string, string>) =>
  Effect.promise(async () => {
    const response = await fetch(`${started.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: started.appUrl },
      body: new URLSearchParams({ key: SANDBOX_PUBLISHABLE_KEY, ...fields }).toString()
    })
    return {
      status: response.status,
      cors: response.headers.get("access-control-allow-origin"),
      body: (await response.json()) as Record<string, JsonBody>
    }
  })

export const card = (number: string, extra: Record<string, string> = {}) => ({
  "payment_method_data[type]": "card",
  "payment_method_data[card][number]": number,
  "payment_method_data[card][exp_month]": "12",
  "payment_method_data[card][exp_year]": String(new Date().getUTCFullYear() + 2),
  "payment_method_data[card][cvc]": "123",
  "payment_method_data[billing_details][name]": "Ada Agency",
  "payment_method_data[billing_details][email]": "ada@example.com",
  "payment_method_data[billing_details][address][country]": "US",
  ...extra
})

export interface Delivered {
  readonly id: string
  readonly type: string
  readonly data: { readonly object: JsonBody }
}

/** The deliveries of `type` whose object matches, once there are at least `count`. */
export const deliveriesOf = (started: Started, type: string, count: number, match: (object: JsonBody) => boolean = () => true) =>
  Effect.gen(function* () {
    for (let tries = 0; tries < 150; tries++) {
      const matching = started.receiver.deliveries
        .map((delivery) => JSON.parse(delivery.body) as Delivered)
        .filter((event) => event.type === type && match(event.data.object))
      if (matching.length >= count) return matching
      yield* pause(30)
    }
    return yield* Effect.die(`expected ${count} ${type} deliveries, got ${started.receiver.deliveries.length} deliveries in all`)
  })

/** A customer and a PaymentIntent for it, paid in the browser with a card number. */
export const payWithCard = (started: Started, number: string, amount = 1_500, extra: Record<string, string> = {}) =>
  Effect.gen(function* () {
    const customer = yield* sdk(() => started.stripe.customers.create({ name: "Card Holder", email: "holder@example.com" }))
    const intent = yield* sdk(() =>
      started.stripe.paymentIntents.create({ amount, currency: "usd", customer: customer.id, description: "Credits: 3 x $50" })
    )
    const confirmed = yield* browserPost(started, `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret!,
      ...card(number),
      ...extra
    })
    return { customer, intent, confirmed }
  })

/** A customer with a saved 4242 card and a subscription to Core ($197) on it, with `coupon` and `metadata` if given. */
export const subscribedToCore = (started: Started, extra: { readonly coupon?: string; readonly metadata: Record<string, string> }) =>
  Effect.gen(function* () {
    const customer = yield* sdk(() => started.stripe.customers.create({ name: "Renewing Agency", email: "renew@example.com" }))
    const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer: customer.id, usage: "off_session" }))
    const saved = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
      client_secret: setup.client_secret!,
      ...card("4242424242424242")
    })
    const subscription = yield* sdk(() =>
      started.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: "price_core_monthly" }],
        ...(extra.coupon === undefined ? {} : { discounts: [{ coupon: extra.coupon }] }),
        default_payment_method: saved.body["payment_method"] as string,
        metadata: extra.metadata
      })
    )
    return { customer, subscription }
  })

export const getPage = (url: string, init: RequestInit = {}) =>
  Effect.promise(async () => {
    const response = await fetch(url, { redirect: "manual", ...init })
    return { status: response.status, location: response.headers.get("location"), html: await response.text() }
  })

/** Answers the authentication page as the cardholder would, by its form's button. */
export const answerPage = (started: Started, intentId: string, clientSecret: string, outcome: "complete" | "fail") =>
  getPage(`${started.baseUrl}/authenticate/${intentId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }).toString()
  })

/** A customer with a card saved through a SetupIntent (authenticated on the page when the card asks). */
export const savedCard = (started: Started, number: string) =>
  Effect.gen(function* () {
    const customer = yield* sdk(() => started.stripe.customers.create({ name: "Sub Scriber", email: "sub@example.com" }))
    const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer: customer.id, usage: "off_session" }))
    const confirmed = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
      client_secret: setup.client_secret!,
      ...card(number)
    })
    if (confirmed.body["status"] === "requires_action") yield* answerPage(started, setup.id, setup.client_secret!, "complete")
    const done = yield* sdk(() => started.stripe.setupIntents.retrieve(setup.id))
    return { customer, setup: done, paymentMethod: done.payment_method as string }
  })

/** The deliveries of `type` with their delivery records (stripe-sandbox.test.ts), once there are `count` (webhooks are sent in the background). */
export const deliveriesWithRecords = (started: Started, type: string, count: number) =>
  Effect.gen(function* () {
    for (let tries = 0; tries < 100; tries++) {
      const events = started.receiver.deliveries.map((delivery) => ({
        delivery,
        event: JSON.parse(delivery.body) as { id: string; type: string; data: { object: JsonBody } }
      }))
      const matching = events.filter((entry) => entry.event.type === type)
      if (matching.length >= count) return matching
      yield* pause(30)
    }
    return yield* Effect.die(`expected ${count} ${type} deliveries, got ${started.receiver.deliveries.length} deliveries in all`)
  })

/** A customer with a card saved through a SetupIntent confirmed by the browser. */
export const customerWithCard = (started: Started, number: string) =>
  Effect.gen(function* () {
    const customer = yield* sdk(() =>
      started.stripe.customers.create({ name: "Demo Agency", email: "billing@example.com", metadata: { agency_id: "7" } })
    )
    const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer: customer.id, usage: "off_session" }))
    const confirmed = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
      client_secret: setup.client_secret!,
      ...card(number)
    })
    return { customer, setup, confirmed }
  })
