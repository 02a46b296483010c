// Ids and codes bound for the payment provider are checked before any provider call, on every billing
// endpoint that takes one: a unicode, oversized or malformed card id, coupon or billing detail answers
// 422 naming the field (never "connection issues"), and the fake Stripe sees no request at all.
import { expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"

import { PROVIDER_UNAVAILABLE } from "../../server/integrations/payments/calls.ts"
import type { JsonBody } from "../../server/testing/json-body.ts"
import { FakeStripe, FakeStripeLive } from "./support/fakeStripe.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const api = "/agency/api/v2"
const DEMO = 1
const COBALT = 3
const BILLING = { name: "Agency Admin", email: "agency@example.com", country: "US" }
const BAD_CARD_IDS = [`pm_${"a".repeat(1024 * 1024)}`, "pm_ünïcode", "pm_😀", "card_123", "pm_1/../customers", "pm_x?expand[]=customer", ""]
const BAD_COUPONS = ["ÜBER20", "SAVE 20", "x".repeat(65), "half/../../v1/customers", "💸", `${"A".repeat(1024 * 1024)}`]

const InputServer = Layer.unwrapEffect(
  Effect.map(FakeStripe, (fake) =>
    testServer().pipe(
      Layer.provide(
        Layer.setConfigProvider(
          ConfigProvider.fromMap(
            new Map([
              ["STRIPE_SECRET_KEY", "sk_test_input"],
              ["STRIPE_WEBHOOK_SECRET", "whsec_input_test_secret"],
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

const call = (method: "POST" | "PUT" | "DELETE", path: string, token: string, json?: unknown) =>
  Effect.flatMap(TestApi, (client) => client.request(method, `${api}${path}`, { token, ...(json === undefined ? {} : { json }) }))

/**
 * A refusal before the provider: 422 (400 for a path), its message naming the field, never the provider's;
 * a value past the body cap (1 MB) is refused whole with 413 by the body guard.
 */
const expectRefused = (reply: { status: number; body: JsonBody }, field: RegExp, label: string) => {
  expect([400, 413, 422], label).toContain(reply.status)
  expect(reply.body.message, label).toMatch(reply.status === 413 ? /request body is too large/ : field)
  expect(reply.body.message, label).not.toBe(PROVIDER_UNAVAILABLE)
}

layer(InputServer, { excludeTestServices: true, timeout: 180_000 })("billing input", (it) => {
  it.effect("card ids: every endpoint that takes one refuses a malformed id before the provider", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const token = yield* Effect.flatMap(TestApi, (client) => client.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password))
      const before = fake.requests.length
      for (const id of BAD_CARD_IDS) {
        const label = id.slice(0, 30)
        expectRefused(
          yield* call("POST", "/billings/payment-methods", token, { payment_method: id, billing: BILLING, agency: DEMO }),
          /payment method/,
          label
        )
        expectRefused(
          yield* call("PUT", "/billings/charge", token, { plan: 35, payment: id, agency: DEMO, portal: COBALT }),
          /payment/,
          label
        )
        expectRefused(
          yield* call("PUT", "/billings/subscribe", token, { plan: 35, payment: id, agency: DEMO, portal: COBALT }),
          /payment/,
          label
        )
        expectRefused(
          yield* call("POST", `/agencies/payment/${DEMO}`, token, { portal_id: COBALT, plan: 35, payment: id }),
          /payment/,
          label
        )
        if (id !== "" && id.length < 1000) {
          expectRefused(
            yield* call("DELETE", `/billings/payment-methods/${encodeURIComponent(id)}?agency=${DEMO}`, token),
            /payment method|id/,
            label
          )
        }
      }
      expect(fake.requests.slice(before)).toEqual([])
    })
  )

  it.effect("coupons: letters, digits, '-' and '_' only, on every endpoint that takes one", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const token = yield* Effect.flatMap(TestApi, (client) => client.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password))
      const before = fake.requests.length
      for (const coupon of BAD_COUPONS) {
        const label = coupon.slice(0, 30)
        expectRefused(yield* call("POST", "/coupons/apply", token, { coupon }), /^coupon: /, label)
        expectRefused(yield* call("POST", "/agencies/upgrade/pre-plan", token, { agency_id: DEMO, plan: 35, coupon }), /^coupon: /, label)
        expectRefused(
          yield* call("PUT", "/billings/charge", token, { plan: 35, payment: "pm_card_visa", coupon, agency: DEMO, portal: COBALT }),
          /^coupon: /,
          label
        )
        expectRefused(
          yield* call("PUT", "/billings/subscribe", token, { plan: 35, payment: "pm_card_visa", coupon, agency: DEMO, portal: COBALT }),
          /^coupon: /,
          label
        )
        expectRefused(
          yield* call("POST", `/agencies/payment/${DEMO}`, token, { portal_id: COBALT, plan: 35, payment: "pm_card_visa", coupon }),
          /^coupon: /,
          label
        )
      }
      expect(fake.requests.slice(before)).toEqual([])
    })
  )

  it.effect("billing details: an oversized name or email on card is refused before the provider", () =>
    Effect.gen(function* () {
      const fake = yield* FakeStripe
      const token = yield* Effect.flatMap(TestApi, (client) => client.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password))
      const before = fake.requests.length
      const longName = yield* call("POST", "/billings/payment-methods", token, {
        payment_method: "pm_card_visa",
        billing: { ...BILLING, name: "N".repeat(256) },
        agency: DEMO
      })
      expect(longName.status).toBe(422)
      expect(longName.body.message).toBe("billing.name: The name on card may not be greater than 255 characters.")
      const longEmail = yield* call("POST", "/billings/payment-methods", token, {
        payment_method: "pm_card_visa",
        billing: { ...BILLING, email: `${"e".repeat(250)}@example.com` },
        agency: DEMO
      })
      expect(longEmail.status).toBe(422)
      expect(longEmail.body.message).toBe("billing.email: The email may not be greater than 255 characters.")
      expect(fake.requests.slice(before)).toEqual([])
    })
  )
})
