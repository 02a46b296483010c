// Stripe's special test cards: 3-D Secure (3155, 3184, 3220) answered on the sandbox's authentication
// page, off-session payments that need authentication declined, 0341 saved but never charged, and
// 0259 charged then disputed as fraudulent.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { escapeHtml } from "./html.ts"
import { answerPage, browserPost, card, deliveriesOf, getPage, payWithCard, savedCard, sdk, sdkError } from "./test-support.ts"

describe("sandbox test cards", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("4000 0027 6000 3184 asks for authentication; completing it on the page charges the card", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { intent, confirmed } = yield* payWithCard(started, "4000002760003184")
        expect(confirmed.status).toBe(200)
        expect(confirmed.body).toMatchObject({ status: "requires_action", latest_charge: null, next_action: { type: "use_stripe_sdk" } })
        const url = confirmed.body["next_action"].use_stripe_sdk.stripe_js as string
        expect(url).toBe(`${started.baseUrl}/authenticate/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret!)}`)
        yield* deliveriesOf(started, "payment_intent.requires_action", 1, (object) => object.id === intent.id)

        expect((yield* getPage(`${started.baseUrl}/authenticate/${intent.id}?client_secret=${intent.id}_secret_wrong`)).status).toBe(404)
        expect((yield* answerPage(started, intent.id, `${intent.id}_secret_wrong`, "complete")).status).toBe(404)
        const shown = yield* getPage(url)
        expect(shown.status).toBe(200)
        expect(shown.html).toMatch(/<button type="submit" name="outcome" value="complete"[^>]*>Complete authentication<\/button>/)
        expect(shown.html).toMatch(/<button type="submit" name="outcome" value="fail"[^>]*>Fail authentication<\/button>/)
        expect(shown.html).toContain("$15.00")

        const answered = yield* answerPage(started, intent.id, intent.client_secret!, "complete")
        expect(answered.status).toBe(200)
        expect(answered.html).toContain(
          escapeHtml(`"type":"sandbox-stripe-authentication","payment_intent":"${intent.id}","status":"succeeded"`)
        )
        // The page posts it through a script file (no inline script under the Content-Security-Policy).
        expect(answered.html).toContain(`<script src="/sandbox/stripe/authenticate.js"`)
        expect((yield* getPage(`${started.baseUrl}/authenticate.js`)).html).toContain("postMessage")
        const paid = yield* sdk(() => started.stripe.paymentIntents.retrieve(intent.id))
        expect(paid).toMatchObject({ status: "succeeded", next_action: null, latest_charge: expect.stringMatching(/^ch_/) })
        yield* deliveriesOf(started, "payment_intent.succeeded", 1, (object) => object.id === intent.id)
        yield* deliveriesOf(started, "charge.succeeded", 1, (object) => object.payment_intent === intent.id)
        // Answering again changes nothing.
        expect((yield* answerPage(started, intent.id, intent.client_secret!, "fail")).html).toContain("succeeded")
      })
    )

    it.scoped("4000 0000 0000 3220 with a return_url redirects; failing authentication leaves requires_payment_method", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const returnUrl = `${started.appUrl}/billing/return?attempt=1`
        const { intent, confirmed } = yield* payWithCard(started, "4000000000003220", 1_500, { return_url: returnUrl })
        expect(confirmed.body).toMatchObject({
          status: "requires_action",
          next_action: { type: "redirect_to_url", redirect_to_url: { return_url: returnUrl } }
        })
        expect(confirmed.body["next_action"].redirect_to_url.url).toContain(`/authenticate/${intent.id}?client_secret=`)
        const answered = yield* answerPage(started, intent.id, intent.client_secret!, "fail")
        expect(answered.status).toBe(303)
        const back = new URL(answered.location!)
        expect(`${back.origin}${back.pathname}`).toBe(`${started.appUrl}/billing/return`)
        expect(Object.fromEntries(back.searchParams)).toEqual({
          attempt: "1",
          payment_intent: intent.id,
          payment_intent_client_secret: intent.client_secret,
          redirect_status: "failed"
        })
        const failed = yield* sdk(() => started.stripe.paymentIntents.retrieve(intent.id))
        expect(failed).toMatchObject({
          status: "requires_payment_method",
          payment_method: null,
          last_payment_error: { code: "payment_intent_authentication_failure" }
        })
        yield* deliveriesOf(started, "payment_intent.payment_failed", 1, (object) => object.id === intent.id)
      })
    )

    it.scoped("4000 0025 0000 3155 once set up is charged off-session; on-session it still asks for authentication", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, setup, paymentMethod } = yield* savedCard(started, "4000002500003155")
        expect(setup.status).toBe("succeeded")
        const offSession = yield* sdk(() =>
          started.stripe.paymentIntents.create({
            amount: 19_700,
            currency: "usd",
            customer: customer.id,
            payment_method: paymentMethod,
            confirm: true,
            off_session: true
          })
        )
        expect(offSession.status).toBe("succeeded")
        const onSession = yield* sdk(() =>
          started.stripe.paymentIntents.create({
            amount: 5_000,
            currency: "usd",
            customer: customer.id,
            payment_method: paymentMethod,
            confirm: true
          })
        )
        expect(onSession.status).toBe("requires_action")
      })
    )

    it.scoped("off-session, a card that always needs authentication is declined with authentication_required", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, paymentMethod } = yield* savedCard(started, "4000002760003184")
        const declined = yield* sdkError(() =>
          started.stripe.paymentIntents.create({
            amount: 19_700,
            currency: "usd",
            customer: customer.id,
            payment_method: paymentMethod,
            confirm: true,
            off_session: true
          })
        )
        expect(declined).toMatchObject({
          type: "StripeCardError",
          statusCode: 402,
          code: "authentication_required",
          decline_code: "authentication_required"
        })
        expect(declined.raw["payment_intent"]).toMatchObject({
          status: "requires_payment_method",
          last_payment_error: { code: "authentication_required", payment_method: { id: paymentMethod } }
        })
        // A SetupIntent whose authentication fails saves nothing.
        const other = yield* sdk(() => started.stripe.customers.create({ name: "Unsaved" }))
        const setup = yield* sdk(() => started.stripe.setupIntents.create({ customer: other.id, usage: "off_session" }))
        const asked = yield* browserPost(started, `/v1/setup_intents/${setup.id}/confirm`, {
          client_secret: setup.client_secret!,
          ...card("4000002760003184")
        })
        expect(asked.body).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } })
        yield* answerPage(started, setup.id, setup.client_secret!, "fail")
        expect(yield* sdk(() => started.stripe.setupIntents.retrieve(setup.id))).toMatchObject({
          status: "requires_payment_method",
          last_setup_error: { code: "setup_intent_authentication_failure" }
        })
        expect((yield* sdk(() => started.stripe.paymentMethods.list({ customer: other.id, type: "card" }))).data).toHaveLength(0)
      })
    )

    it.scoped("4000 0000 0000 0341 is saved, then every charge of it declines", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { customer, setup, paymentMethod } = yield* savedCard(started, "4000000000000341")
        expect(setup.status).toBe("succeeded")
        const declined = yield* sdkError(() =>
          started.stripe.paymentIntents.create({
            amount: 19_700,
            currency: "usd",
            customer: customer.id,
            payment_method: paymentMethod,
            confirm: true,
            off_session: true
          })
        )
        expect(declined).toMatchObject({ statusCode: 402, code: "card_declined" })
      })
    )

    it.scoped("4000 0000 0000 0259 is charged, then disputed as fraudulent; a disputed charge cannot be refunded", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { intent, confirmed } = yield* payWithCard(started, "4000000000000259")
        expect(confirmed.body["status"]).toBe("succeeded")
        const chargeId = confirmed.body["latest_charge"] as string
        const [created] = yield* deliveriesOf(started, "charge.dispute.created", 1, (object) => object.charge === chargeId)
        expect(created!.data.object).toMatchObject({
          object: "dispute",
          amount: 1_500,
          charge: chargeId,
          payment_intent: intent.id,
          reason: "fraudulent",
          status: "needs_response"
        })
        yield* deliveriesOf(started, "charge.dispute.funds_withdrawn", 1, (object) => object.charge === chargeId)
        expect(yield* sdk(() => started.stripe.charges.retrieve(chargeId))).toMatchObject({ disputed: true })
        const refused = yield* sdkError(() => started.stripe.refunds.create({ charge: chargeId }))
        expect(refused).toMatchObject({ statusCode: 400, code: "charge_disputed" })
      })
    )
  })
})
