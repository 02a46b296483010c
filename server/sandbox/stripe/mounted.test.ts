// The sandbox payments inside the whole server: mounted at /sandbox/stripe while STRIPE_SECRET_KEY is
// unset, and announcing events to the app's own webhook route.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { TestApi, testServer } from "../../../tests/server/support/TestApi.ts"
import type { JsonBody } from "../../testing/json-body.ts"

const secret = { authorization: "Bearer sk_test_sandbox" }

const form = (api: TestApi["Type"], path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  Effect.promise(async () => {
    const response = await fetch(`${api.baseUrl}/sandbox/stripe${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString()
    })
    return { status: response.status, body: (await response.json()) as JsonBody }
  })

describe("sandbox payments in the app", () => {
  layer(testServer(), { excludeTestServices: true, timeout: 120_000 })((it) => {
    it.effect("serves the seeded coupons with the sandbox key and refuses other keys", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const coupon = yield* api.request("GET", "/sandbox/stripe/v1/coupons/HALF", { headers: secret })
        expect(coupon).toMatchObject({ status: 200, body: { id: "HALF", percent_off: 50, valid: true } })
        const refused = yield* api.request("GET", "/sandbox/stripe/v1/coupons/HALF", { headers: { authorization: "Bearer sk_test_other" } })
        expect(refused).toMatchObject({ status: 401, body: { error: { type: "invalid_request_error" } } })
      })
    )

    it.effect("delivers the event of a browser payment to the app's webhook route", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const customer = yield* form(api, "/v1/customers", { name: "Mounted" }, secret)
        const intent = yield* form(api, "/v1/payment_intents", { amount: "1500", currency: "usd", customer: customer.body.id }, secret)
        const confirmed = yield* form(api, `/v1/payment_intents/${intent.body.id}/confirm`, {
          key: "pk_test_sandbox",
          client_secret: intent.body.client_secret,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": "4242424242424242",
          "payment_method_data[card][exp_month]": "12",
          "payment_method_data[card][exp_year]": String(new Date().getUTCFullYear() + 1),
          "payment_method_data[card][cvc]": "123"
        })
        expect(confirmed).toMatchObject({ status: 200, body: { status: "succeeded" } })
        // 200 means the app's webhook verified the signature with its own secret (a bad one answers 400)
        // and took the event, ignoring an intent it never started.
        let delivery: JsonBody
        for (let tries = 0; tries < 100 && (delivery === undefined || delivery.last_response_status === null); tries++) {
          yield* Effect.sleep("50 millis")
          const events = yield* api.request("GET", "/sandbox/stripe/dashboard/events?type=payment_intent.succeeded")
          delivery = events.body.data.find((event: JsonBody) => event.data.object.id === intent.body.id)?.delivery
        }
        expect(delivery).toMatchObject({ status: "delivered", last_response_status: 200 })
      })
    )
  })
})
