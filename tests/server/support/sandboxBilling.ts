// For server tests that pay through the sandbox payments mounted in the test app: its /v1 API with the
// sandbox's secret key, its Dashboard's JSON actions, and a saved 4242 card as the card form saves one.
import { expect } from "@effect/vitest"
import { Effect } from "effect"

import { SANDBOX_SECRET_KEY, SANDBOX_STRIPE_PREFIX } from "../../../server/lib/embedded-services.ts"
import { card } from "../../../server/sandbox/stripe/test-support.ts"
import type { JsonBody } from "../../../server/testing/json-body.ts"
import { TestApi } from "./TestApi.ts"

/** The card form's confirmation fields for a test card (4242 4242 4242 4242 unless given), as Stripe names them. */
export const cardForm = (clientSecret: string, number = "4242424242424242") => ({ client_secret: clientSecret, ...card(number) })

/** A sandbox /v1 call with the secret key, form-encoded as the SDK sends it. */
export const sandbox = (method: string, path: string, form?: Record<string, string>) =>
  Effect.flatMap(TestApi, (api) =>
    Effect.promise(async () => {
      const response = await fetch(`${api.baseUrl}${SANDBOX_STRIPE_PREFIX}${path}`, {
        method,
        headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
        ...(form === undefined ? {} : { body: new URLSearchParams(form) })
      })
      return { status: response.status, body: (await response.json()) as JsonBody }
    })
  )

/** A sandbox Dashboard action with a JSON body, as tests and journeys send it. */
export const dashboard = (path: string, body: Record<string, unknown> = {}) =>
  Effect.flatMap(TestApi, (api) =>
    Effect.promise(async () => {
      const response = await fetch(`${api.baseUrl}${SANDBOX_STRIPE_PREFIX}/dashboard${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body)
      })
      return { status: response.status, body: (await response.json()) as JsonBody }
    })
  )

/** The cardholder's answer on the sandbox's 3-D Secure page, as its form posts it; the HTTP status. */
export const authenticate = (clientSecret: string, outcome: "complete" | "fail" = "complete") =>
  Effect.flatMap(TestApi, (api) =>
    Effect.promise(async () => {
      const response = await fetch(`${api.baseUrl}${SANDBOX_STRIPE_PREFIX}/authenticate/${clientSecret.split("_secret_")[0]}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ client_secret: clientSecret, outcome })
      })
      return response.status
    })
  )

/**
 * A saved card of the agency (4242 unless given): the SetupIntent confirmed as the card form does,
 * authenticated when the card asks, then saved with billing details.
 */
export const saveCard = (token: string, agency: number, number = "4242424242424242") =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const setup = yield* api.request("GET", `/agency/api/v2/billings/setup-intent/${agency}`, { token })
    const clientSecret = setup.body.data.client_secret as string
    const confirmed = yield* sandbox(
      "POST",
      `/v1/setup_intents/${clientSecret.split("_secret_")[0]}/confirm`,
      cardForm(clientSecret, number)
    )
    if (confirmed.body.status === "requires_action") yield* authenticate(clientSecret)
    const paymentMethod =
      typeof confirmed.body.payment_method === "string" ? confirmed.body.payment_method : confirmed.body.payment_method.id
    const saved = yield* api.request("POST", "/agency/api/v2/billings/payment-methods", {
      token,
      json: { payment_method: paymentMethod, billing: { name: "Agency Admin", email: "agency@example.com", country: "US" }, agency }
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    // The card the agency keeps: the same card saved before stays one card, and the server answers that one.
    return saved.body.data.id as string
  })
