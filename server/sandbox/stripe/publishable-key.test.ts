// The browser's calls (Stripe.js: confirm and retrieve of an intent by its client secret) carry the
// publishable key as Stripe requires on every call: without one, or with a wrong one, Stripe answers 401
// before it looks at the intent. Stripe.js's use_stripe_sdk keeps 3-D Secure in its frame even when the
// confirmation names a return_url, and that frame is answered by message, not sent to the return_url.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { SANDBOX_PUBLISHABLE_KEY } from "../../lib/embedded-services.ts"
import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { answerPage, browserPost, card, sdk, type Started } from "./test-support.ts"

const NO_API_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/."

const newIntent = (started: Started) =>
  Effect.gen(function* () {
    const customer = yield* sdk(() => started.stripe.customers.create({ name: "Key Holder" }))
    return yield* sdk(() => started.stripe.paymentIntents.create({ amount: 5_000, currency: "usd", customer: customer.id }))
  })

const browserGet = (started: Started, path: string) =>
  Effect.promise(async () => {
    const response = await fetch(`${started.baseUrl}${path}`, { headers: { origin: started.appUrl } })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  })

describe("sandbox publishable key", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("a browser confirmation without the publishable key, or with a wrong one, is refused with 401 and charges nothing", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const intent = yield* newIntent(started)
        const path = `/v1/payment_intents/${intent.id}/confirm`
        const missing = yield* browserPost(started, path, { key: "", client_secret: intent.client_secret!, ...card("4242424242424242") })
        expect(missing.status).toBe(401)
        expect(missing.body).toEqual({ error: { type: "invalid_request_error", message: NO_API_KEY } })
        const wrong = yield* browserPost(started, path, {
          key: "pk_test_somebody_elses_key",
          client_secret: intent.client_secret!,
          ...card("4242424242424242")
        })
        expect(wrong.status).toBe(401)
        expect(wrong.body["error"]).toMatchObject({
          type: "invalid_request_error",
          message: expect.stringMatching(/^Invalid API Key provided: pk_test_\*+_key$/)
        })
        // Refused before the intent is looked up: an unknown intent answers 401 too, not 404.
        expect((yield* browserPost(started, "/v1/payment_intents/pi_unknown/confirm", { key: "" })).status).toBe(401)
        expect((yield* sdk(() => started.stripe.paymentIntents.retrieve(intent.id))).status).toBe("requires_payment_method")

        // The publishable key alone is not enough: the intent's own client secret goes with it.
        const noSecret = yield* browserPost(started, path, card("4242424242424242"))
        expect(noSecret.status).toBe(400)
        expect(noSecret.body["error"]).toMatchObject({ param: "client_secret" })
        const paid = yield* browserPost(started, path, { client_secret: intent.client_secret!, ...card("4242424242424242") })
        expect(paid.status).toBe(200)
        expect(paid.body).toMatchObject({ id: intent.id, status: "succeeded" })
      })
    )

    it.scoped("reading an intent by its client secret needs the key too, in the query as Stripe.js sends it", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const intent = yield* newIntent(started)
        const secret = encodeURIComponent(intent.client_secret!)
        const missing = yield* browserGet(started, `/v1/payment_intents/${intent.id}?client_secret=${secret}`)
        expect(missing.status).toBe(401)
        expect(missing.body).toEqual({ error: { type: "invalid_request_error", message: NO_API_KEY } })
        const read = yield* browserGet(started, `/v1/payment_intents/${intent.id}?key=${SANDBOX_PUBLISHABLE_KEY}&client_secret=${secret}`)
        expect(read.status).toBe(200)
        expect(read.body).toMatchObject({ id: intent.id, status: "requires_payment_method" })
        const customer = yield* sdk(() => started.stripe.customers.create({ name: "Setup Holder" }))
        const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer: customer.id }))
        expect(
          (yield* browserGet(started, `/v1/setup_intents/${setup.id}?client_secret=${encodeURIComponent(setup.client_secret!)}`)).status
        ).toBe(401)
      })
    )

    it.scoped("use_stripe_sdk with a return_url: 3-D Secure stays in Stripe.js's frame, which is answered by message", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const intent = yield* newIntent(started)
        const asked = yield* browserPost(started, `/v1/payment_intents/${intent.id}/confirm`, {
          client_secret: intent.client_secret!,
          return_url: `${started.appUrl}/payment-success`,
          use_stripe_sdk: "true",
          ...card("4000002760003184")
        })
        expect(asked.status).toBe(200)
        expect(asked.body).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } })
        const answered = yield* answerPage(started, intent.id, intent.client_secret!, "complete")
        expect(answered.status).toBe(200)
        expect(answered.location).toBeNull()
        expect(answered.html).toContain("sandbox-stripe-authentication")
        expect((yield* sdk(() => started.stripe.paymentIntents.retrieve(intent.id))).status).toBe("succeeded")

        // Without use_stripe_sdk the same return_url is a redirect, and the page sends the browser back there.
        const redirected = yield* newIntent(started)
        const redirect = yield* browserPost(started, `/v1/payment_intents/${redirected.id}/confirm`, {
          client_secret: redirected.client_secret!,
          return_url: `${started.appUrl}/payment-success`,
          ...card("4000002760003184")
        })
        expect(redirect.body).toMatchObject({ status: "requires_action", next_action: { type: "redirect_to_url" } })
        const back = yield* answerPage(started, redirected.id, redirected.client_secret!, "complete")
        expect(back.status).toBe(303)
        expect(back.location).toContain(`${started.appUrl}/payment-success?payment_intent=${redirected.id}`)
      })
    )
  })
})
