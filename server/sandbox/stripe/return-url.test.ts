// return_url on a browser confirmation, as Stripe takes it: an absolute URL is kept for the redirect after
// authentication; anything else is refused with Stripe's url_invalid error before the card is touched.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { payWithCard } from "./test-support.ts"

describe("sandbox return_url", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("a card that needs no authentication succeeds with the app's /payment-success as return_url", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { confirmed } = yield* payWithCard(started, "4242424242424242", 1_500, { return_url: `${started.appUrl}/payment-success` })
        expect(confirmed.status).toBe(200)
        expect(confirmed.body).toMatchObject({ status: "succeeded", next_action: null })
      })
    )

    it.scoped("a return_url that is not an absolute URL is refused as Stripe refuses it", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { confirmed } = yield* payWithCard(started, "4242424242424242", 1_500, { return_url: "/payment-success" })
        expect(confirmed.status).toBe(400)
        expect(confirmed.body["error"]).toMatchObject({ type: "invalid_request_error", code: "url_invalid", param: "return_url" })
      })
    )
  })
})
