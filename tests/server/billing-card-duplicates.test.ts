// Saving a card is idempotent and keeps one card per card: a save that failed after the card form
// confirmed its SetupIntent (the provider already holds that PaymentMethod) and is tried again confirms a
// second one of the same card, and the server keeps one, by the provider's fingerprint. The retried
// request itself (same Idempotency-Key) changes nothing more. On the embedded sandbox payments, with the
// card form's publishable key, which the client config names.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { SANDBOX_PUBLISHABLE_KEY } from "../../server/lib/embedded-services.ts"
import { confirmWithCard, paymentMethodOf } from "./support/sandbox-card.ts"
import { sandbox } from "./support/sandboxBilling.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const DEMO = 1
const BILLING = { name: "Agency Admin", email: "agency@example.com", country: "US" }

/** What the card form does: a SetupIntent from the server, confirmed in the browser with the card. */
const confirmCard = (token: string, number: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const setup = yield* api.request("GET", `/agency/api/v2/billings/setup-intent/${DEMO}`, { token })
    expect(setup.status, JSON.stringify(setup.body)).toBe(200)
    const confirmed = yield* Effect.promise(() => confirmWithCard(api.baseUrl, setup.body.data.client_secret as string, number))
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    return paymentMethodOf(confirmed)
  })

const save = (token: string, paymentMethod: string, key: string, billing = BILLING) =>
  Effect.flatMap(TestApi, (api) =>
    api.request("POST", "/agency/api/v2/billings/payment-methods", {
      token,
      headers: { "idempotency-key": key },
      json: { payment_method: paymentMethod, billing, agency: DEMO }
    })
  )

const cards = (token: string) =>
  Effect.flatMap(TestApi, (api) =>
    Effect.map(
      api.request("GET", `/agency/api/v2/billings/payment-methods?agency=${DEMO}`, { token }),
      (reply) => reply.body.data as Array<{ id: string; last4: string; is_default: boolean; name: string | null }>
    )
  )

const logged = (event: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ payment_method: string; duplicate: string | null }>`
      SELECT properties->>'payment_method' AS payment_method, properties->>'duplicate' AS duplicate
      FROM activity_log WHERE event = ${event} AND subject_id = ${DEMO} ORDER BY id`.pipe(Effect.orDie)
  )

layer(testServer(), { excludeTestServices: true, timeout: 180_000 })("saving a card twice", (it) => {
  it.effect("the client config names the sandbox's publishable key for the card form", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const config = yield* api.request("GET", "/auth/api/v2/client-config")
      expect(config.body.data).toMatchObject({ stripe_publishable_key: null, sandbox_publishable_key: SANDBOX_PUBLISHABLE_KEY })
    })
  )

  it.effect("a save that failed and is retried with the card entered again ends with ONE card", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const before = (yield* cards(token)).length

      // First attempt: the card form confirmed the card, then the save never reached the server.
      const first = yield* confirmCard(token, "4242424242424242")
      expect((yield* cards(token)).map((card) => card.id)).toContain(first)

      // The payer presses Save again: the card form confirms the same card anew, and this save lands.
      const second = yield* confirmCard(token, "4242424242424242")
      expect(second).not.toBe(first)
      const saved = yield* save(token, second, "save-attempt-0002")
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      expect(saved.body.data).toMatchObject({ id: first, last4: "4242", is_default: true, name: "Agency Admin" })
      const after = yield* cards(token)
      expect(after.length).toBe(before + 1)
      expect(after.filter((card) => card.last4 === "4242" && card.id === first)).toHaveLength(1)
      expect(after.map((card) => card.id)).not.toContain(second)
      // The second PaymentMethod is detached at the provider, not merely hidden.
      expect((yield* sandbox("GET", `/v1/payment_methods/${second}`)).body.customer).toBeNull()

      // The same request retried (its answer was lost): the same answer, still one card, logged as added once.
      const retried = yield* save(token, second, "save-attempt-0002")
      expect(retried.status, JSON.stringify(retried.body)).toBe(200)
      expect(retried.body.data).toMatchObject({ id: first, is_default: true })
      expect((yield* cards(token)).length).toBe(before + 1)
      expect((yield* logged("payment-method.added")).filter((entry) => entry.payment_method === first)).toEqual([
        { payment_method: first, duplicate: second }
      ])
    })
  )

  it.effect("a card the agency saved, entered again, stays one card with the new details; another card is another", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const mastercard = yield* confirmCard(token, "5555555555554444")
      expect((yield* save(token, mastercard, "save-attempt-0003")).body.data).toMatchObject({ id: mastercard, is_default: true })
      const visa = yield* confirmCard(token, "4000056655665556")
      expect((yield* save(token, visa, "save-attempt-0004")).body.data).toMatchObject({ id: visa, is_default: true })
      const count = (yield* cards(token)).length

      const again = yield* confirmCard(token, "5555555555554444")
      const saved = yield* save(token, again, "save-attempt-0005", { ...BILLING, name: "New Name" })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      // Saved before: its details change and the default stays where it was, as for any saved card.
      expect(saved.body.data).toMatchObject({ id: mastercard, name: "New Name", is_default: false })
      const now = yield* cards(token)
      expect(now.length).toBe(count)
      expect(now.map((card) => card.id)).not.toContain(again)
      expect(now.find((card) => card.is_default)?.id).toBe(visa)
      expect((yield* logged("payment-method.updated")).filter((entry) => entry.payment_method === mastercard)).toEqual([
        { payment_method: mastercard, duplicate: again }
      ])
    })
  )
})
