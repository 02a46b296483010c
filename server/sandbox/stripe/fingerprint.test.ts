// card.fingerprint as Stripe documents it: one per card number within the account. The same number saved
// twice (two SetupIntents, even with another expiry) answers the same fingerprint on both PaymentMethods;
// another number, even of the same brand, answers another.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { browserPost, card, sdk, type Started } from "./test-support.ts"

const saveFor = (started: Started, customer: string, number: string, expYear: number) =>
  Effect.gen(function* () {
    const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer, usage: "off_session" }))
    const confirmed = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
      client_secret: setup.client_secret!,
      ...card(number, { "payment_method_data[card][exp_year]": String(expYear) })
    })
    expect(confirmed.status).toBe(200)
    return yield* sdk(() => started.stripe.paymentMethods.retrieve(confirmed.body["payment_method"] as string))
  })

describe("sandbox card fingerprint", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("the same card number has one fingerprint across PaymentMethods and customers; another number has another", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const year = new Date().getUTCFullYear()
        const first = yield* sdk(() => started.stripe.customers.create({ name: "First" }))
        const second = yield* sdk(() => started.stripe.customers.create({ name: "Second" }))
        const visa = yield* saveFor(started, first.id, "4242424242424242", year + 2)
        const again = yield* saveFor(started, first.id, "4242424242424242", year + 4)
        const elsewhere = yield* saveFor(started, second.id, "4242424242424242", year + 2)
        const other = yield* saveFor(started, first.id, "4000056655665556", year + 2)
        expect(again.id).not.toBe(visa.id)
        expect(visa.card!.fingerprint).toMatch(/^[A-Za-z0-9_-]{16}$/)
        expect(again.card!.fingerprint).toBe(visa.card!.fingerprint)
        expect(elsewhere.card!.fingerprint).toBe(visa.card!.fingerprint)
        expect(other.card!.fingerprint).not.toBe(visa.card!.fingerprint)
        // The list answers it too, as the app reads it there.
        const listed = yield* sdk(() => started.stripe.paymentMethods.list({ customer: first.id, type: "card" }))
        expect(new Set(listed.data.map((method) => method.card!.fingerprint))).toEqual(
          new Set([visa.card!.fingerprint, other.card!.fingerprint])
        )
      })
    )
  })
})
