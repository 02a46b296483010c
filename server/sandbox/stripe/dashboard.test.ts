// The sandbox dashboard: a tester refunds, opens and closes disputes as in Stripe's Dashboard, by the
// page's forms or by the same actions as JSON, and the app hears of each through its webhook.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import type { JsonBody } from "../../testing/json-body.ts"
import { SandboxStripeTestDatabase, startSandboxStripe } from "../../testing/sandbox-stripe.ts"
import { deliveriesOf, getPage, payWithCard, sdk, type Started } from "./test-support.ts"

const postJson = (started: Started, path: string, body: Record<string, unknown>) =>
  Effect.promise(async () => {
    const response = await fetch(`${started.baseUrl}/dashboard${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body)
    })
    return { status: response.status, body: (await response.json()) as Record<string, JsonBody> }
  })

describe("sandbox dashboard", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("refunds part of a charge as JSON and refuses more than is left", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { confirmed } = yield* payWithCard(started, "4242424242424242", 2_000)
        const charge = confirmed.body["latest_charge"] as string
        const refunded = yield* postJson(started, "/refund", { charge, amount: 500, reason: "duplicate" })
        expect(refunded).toMatchObject({
          status: 200,
          body: { object: "refund", amount: 500, charge, reason: "duplicate", status: "succeeded" }
        })
        const [event] = yield* deliveriesOf(started, "charge.refunded", 1, (object) => object.id === charge)
        expect(event!.data.object).toMatchObject({ amount_refunded: 500, refunded: false })
        const tooMuch = yield* postJson(started, "/refund", { charge, amount: 1_501 })
        expect(tooMuch).toMatchObject({ status: 400, body: { error: { type: "invalid_request_error", param: "amount" } } })
        expect((yield* postJson(started, "/refund", { charge: "ch_missing" })).status).toBe(404)
      })
    )

    it.scoped("opens a dispute, then closes it as won (funds reinstated) or lost", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { confirmed } = yield* payWithCard(started, "4242424242424242", 9_900)
        const charge = confirmed.body["latest_charge"] as string
        const opened = yield* postJson(started, "/disputes", { charge, reason: "product_not_received" })
        expect(opened).toMatchObject({
          status: 200,
          body: { object: "dispute", charge, amount: 9_900, reason: "product_not_received", status: "needs_response" }
        })
        const disputeId = opened.body["id"] as string
        yield* deliveriesOf(started, "charge.dispute.created", 1, (object) => object.id === disputeId)
        yield* deliveriesOf(started, "charge.dispute.funds_withdrawn", 1, (object) => object.id === disputeId)
        expect((yield* postJson(started, "/disputes", { charge })).status).toBe(400)
        expect(yield* sdk(() => started.stripe.disputes.retrieve(disputeId))).toMatchObject({ id: disputeId, status: "needs_response" })

        const won = yield* postJson(started, `/disputes/${disputeId}/close`, { status: "won" })
        expect(won).toMatchObject({ status: 200, body: { id: disputeId, status: "won" } })
        const [closed] = yield* deliveriesOf(started, "charge.dispute.closed", 1, (object) => object.id === disputeId)
        expect(closed!.data.object).toMatchObject({ status: "won" })
        yield* deliveriesOf(started, "charge.dispute.funds_reinstated", 1, (object) => object.id === disputeId)
        expect((yield* postJson(started, `/disputes/${disputeId}/close`, { status: "lost" })).status).toBe(400)

        const { confirmed: other } = yield* payWithCard(started, "4242424242424242", 1_000)
        const lostDispute = yield* postJson(started, "/disputes", { charge: other.body["latest_charge"], reason: "fraudulent" })
        const lost = yield* postJson(started, `/disputes/${lostDispute.body["id"]}/close`, { status: "lost" })
        expect(lost.body).toMatchObject({ status: "lost" })
        yield* deliveriesOf(started, "charge.dispute.closed", 1, (object) => object.id === lostDispute.body["id"])
        const listed = yield* sdk(() => started.stripe.disputes.list({ charge: other.body["latest_charge"] }))
        expect(listed.data.map((dispute) => dispute.id)).toEqual([lostDispute.body["id"]])
      })
    )

    it.scoped("the page lists charges with their forms, and a form goes back to the page with a notice", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripe
        const { confirmed } = yield* payWithCard(started, "4242424242424242", 3_000)
        const charge = confirmed.body["latest_charge"] as string
        const shown = yield* getPage(`${started.baseUrl}/dashboard`)
        expect(shown.status).toBe(200)
        expect(shown.html).toContain(charge)
        expect(shown.html).toContain(`<input type="hidden" name="charge" value="${charge}">`)
        expect(shown.html).toMatch(/<button type="submit">Refund<\/button>/)
        expect(shown.html).toMatch(/<button type="submit" class="secondary">Open dispute<\/button>/)
        const submitted = yield* getPage(`${started.baseUrl}/dashboard/refund`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
          body: new URLSearchParams({ charge, amount: "", reason: "" }).toString()
        })
        expect(submitted).toMatchObject({ status: 303, location: "/sandbox/stripe/dashboard?message=Refunded." })
        expect(yield* sdk(() => started.stripe.charges.retrieve(charge))).toMatchObject({ refunded: true, amount_refunded: 3_000 })
        const again = yield* getPage(`${started.baseUrl}/dashboard/refund`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
          body: new URLSearchParams({ charge }).toString()
        })
        expect(again.status).toBe(303)
        expect(decodeURIComponent(again.location!.replace(/\+/g, " "))).toContain(`error=Charge ${charge} has already been refunded.`)
      })
    )
  })
})
