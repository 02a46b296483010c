// For server tests that pay through the sandbox payments mounted in the test app: its /v1 API with the
// sandbox's secret key, its Dashboard's JSON actions, and a saved 4242 card as the card form saves one.
import { expect } from "@effect/vitest"
import { Effect } from "effect"
import { SANDBOX_SECRET_KEY, SANDBOX_STRIPE_PREFIX } from "../../../server/integrations/payments/index.ts"
import { TestApi } from "./TestApi.ts"

/** The card form's confirmation fields for the test card 4242 4242 4242 4242, as Stripe names them. */
export const cardForm = (clientSecret: string, number = "4242424242424242") => ({
  client_secret: clientSecret,
  "payment_method_data[type]": "card",
  "payment_method_data[card][number]": number,
  "payment_method_data[card][exp_month]": "12",
  "payment_method_data[card][exp_year]": String(new Date().getUTCFullYear() + 3),
  "payment_method_data[card][cvc]": "123"
})

/** A sandbox /v1 call with the secret key, form-encoded as the SDK sends it. */
export const sandbox = (method: string, path: string, form?: Record<string, string>) =>
  Effect.flatMap(TestApi, (api) =>
    Effect.promise(async () => {
      const response = await fetch(`${api.baseUrl}${SANDBOX_STRIPE_PREFIX}${path}`, {
        method,
        headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
        ...(form === undefined ? {} : { body: new URLSearchParams(form) })
      })
      return { status: response.status, body: (await response.json()) as any }
    }))

/** A sandbox Dashboard action with a JSON body, as tests and journeys send it. */
export const dashboard = (path: string, body: Record<string, unknown> = {}) =>
  Effect.flatMap(TestApi, (api) =>
    Effect.promise(async () => {
      const response = await fetch(`${api.baseUrl}${SANDBOX_STRIPE_PREFIX}/dashboard${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body)
      })
      return { status: response.status, body: (await response.json()) as any }
    }))

/** A saved 4242 card of the agency: the SetupIntent confirmed as the card form does, then saved with billing details. */
export const saveCard = (token: string, agency: number) =>
  Effect.gen(function*() {
    const api = yield* TestApi
    const setup = yield* api.request("GET", `/agency/api/v2/billings/setup-intent/${agency}`, { token })
    const clientSecret = setup.body.data.client_secret as string
    const confirmed = yield* sandbox("POST", `/v1/setup_intents/${clientSecret.split("_secret_")[0]}/confirm`, cardForm(clientSecret))
    const paymentMethod = typeof confirmed.body.payment_method === "string" ? confirmed.body.payment_method : confirmed.body.payment_method.id
    const saved = yield* api.request("POST", "/agency/api/v2/billings/payment-methods", {
      token,
      json: { payment_method: paymentMethod, billing: { name: "Agency Admin", email: "agency@example.com", country: "US" }, agency }
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    return paymentMethod as string
  })
