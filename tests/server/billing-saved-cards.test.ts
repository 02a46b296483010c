// The cards an agency saved are a table of their own (saved_cards, migration 0025), not a reading of
// the activity log: the migration fills it from the log's entries once; saving a card adds its row or,
// for a card saved before, edits its billing details without moving the default; removing it deletes
// the row. And a credit checkout reused by another member of the agency is paid by that member: the
// payment's user changes, and the change is in the activity log. Against the fake Stripe.
// Seeded: Demo Agency (1) with Agency Admin and Demo User as members; Northwind (2).
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { backfillSavedCards } from "../../server/db/migrations/0025_saved_cards.ts"
import { SubjectType } from "../../server/domain/activity/subjects.ts"
import { appOnFakeStripe, FakeStripe } from "./support/fakeStripe.ts"
import { Seeded, TestApi } from "./support/TestApi.ts"

const api = "/agency/api/v2"
const DEMO = 1
const NORTHWIND = 2
const BILLING = { name: "Agency Admin", email: "agency@example.com", country: "US" }

const SavedCardsServer = appOnFakeStripe("whsec_saved_cards_test_secret", "sk_test_saved_cards")

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

const login = (who: { email: string; password: string }) => Effect.flatMap(TestApi, (client) => client.login(who.email, who.password))

const call = (method: "GET" | "POST" | "DELETE", path: string, token: string, json?: unknown, headers?: Record<string, string>) =>
  Effect.flatMap(TestApi, (client) =>
    client.request(method, `${api}${path}`, {
      token,
      ...(json === undefined ? {} : { json }),
      ...(headers === undefined ? {} : { headers })
    })
  )

interface CardRow {
  payment_method: string
  brand: string | null
  last4: string | null
  exp_month: number | null
  exp_year: number | null
}

const savedCards = (agencyId: number) =>
  sqlRun(
    (sql) => sql<CardRow>`
    SELECT payment_method, brand, last4, exp_month, exp_year FROM saved_cards WHERE agency_id = ${agencyId} ORDER BY payment_method`
  )

/** How many entries of the event the activity log holds for the card. */
const cardEntries = (event: string, paymentMethod: string) =>
  Effect.map(
    sqlRun(
      (sql) =>
        sql<{
          count: number
        }>`SELECT count(*)::int AS count FROM activity_log WHERE event = ${event} AND properties->>'payment_method' = ${paymentMethod}`
    ),
    (rows) => rows[0]!.count
  )

const userId = (email: string) =>
  Effect.map(
    sqlRun((sql) => sql<{ id: number }>`SELECT id FROM users WHERE email = ${email}`),
    (rows) => rows[0]!.id
  )

const saveCard = (token: string, paymentMethod: string, billing = BILLING) =>
  Effect.tap(call("POST", "/billings/payment-methods", token, { payment_method: paymentMethod, billing, agency: DEMO }), (reply) =>
    Effect.sync(() => expect(reply.status, JSON.stringify(reply.body)).toBe(200))
  )

layer(SavedCardsServer, { excludeTestServices: true, timeout: 180_000 })("saved cards", (it) => {
  it.effect("the migration fills saved_cards from the activity log: a card's newest entry decides, once", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // As a database before 0025: the log is all there is of Northwind's cards.
      const entry = (
        event: string,
        paymentMethod: string,
        properties: Record<string, string> = {},
        subject: { type: string; id: number } = { type: SubjectType.Agency, id: NORTHWIND }
      ) =>
        Effect.orDie(sql`
          INSERT INTO activity_log ${sql.insert({ event, subject_type: subject.type, subject_id: subject.id, properties: JSON.stringify({ payment_method: paymentMethod, ...properties }) })}`)
      yield* entry("payment-method.added", "pm_log_kept", { brand: "visa", last4: "1111", country: "US" })
      yield* entry("payment-method.updated", "pm_log_kept", { brand: "visa", last4: "1111", country: "US" })
      yield* entry("payment-method.added", "pm_log_removed", { brand: "amex", last4: "0005" })
      yield* entry("payment-method.removed", "pm_log_removed")
      // Its added entry was pruned; the later edit still says the card is saved.
      yield* entry("payment-method.updated", "pm_log_pruned", { brand: "mastercard", last4: "4444" })
      // Of no agency, or of an agency that is gone: nothing to fill.
      yield* entry("payment-method.added", "pm_log_user", {}, { type: SubjectType.User, id: NORTHWIND })
      yield* entry("payment-method.added", "pm_log_gone", {}, { type: SubjectType.Agency, id: 9999 })
      yield* Effect.orDie(backfillSavedCards)
      yield* Effect.orDie(backfillSavedCards)
      expect(yield* savedCards(NORTHWIND)).toEqual([
        { payment_method: "pm_log_kept", brand: "visa", last4: "1111", exp_month: null, exp_year: null },
        { payment_method: "pm_log_pruned", brand: "mastercard", last4: "4444", exp_month: null, exp_year: null }
      ])
      expect(
        yield* sqlRun((sql) => sql`SELECT 1 FROM saved_cards WHERE payment_method IN ('pm_log_user', 'pm_log_gone', 'pm_log_removed')`)
      ).toEqual([])
    })
  )

  it.effect("a card saved twice is one row with its details edited and the default where it was; removing it deletes the row", () =>
    Effect.gen(function* () {
      const agency = yield* login(Seeded.agencyAdmin)
      expect((yield* saveCard(agency, "pm_card_sc_first")).body.data.is_default).toBe(true)
      expect((yield* saveCard(agency, "pm_card_sc_second")).body.data.is_default).toBe(true)
      const edited = yield* saveCard(agency, "pm_card_sc_first", { ...BILLING, name: "New Name" })
      expect(edited.body.data).toMatchObject({ id: "pm_card_sc_first", name: "New Name", is_default: false })
      expect(yield* savedCards(DEMO)).toEqual([
        { payment_method: "pm_card_sc_first", brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
        { payment_method: "pm_card_sc_second", brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 }
      ])
      expect(yield* cardEntries("payment-method.added", "pm_card_sc_first")).toBe(1)
      expect(yield* cardEntries("payment-method.updated", "pm_card_sc_first")).toBe(1)
      const methods = yield* call("GET", `/billings/payment-methods?agency=${DEMO}`, agency)
      expect(methods.body.data.find((method: { is_default: boolean }) => method.is_default).id).toBe("pm_card_sc_second")

      // The table decides, not the log: with the log's card entries pruned, saving a card of the table
      // again is still an edit and leaves the newest card the default.
      yield* sqlRun((sql) => sql`DELETE FROM activity_log WHERE event LIKE 'payment-method.%'`)
      expect((yield* saveCard(agency, "pm_card_sc_third")).body.data.is_default).toBe(true)
      expect((yield* saveCard(agency, "pm_card_sc_second", { ...BILLING, name: "Second" })).body.data).toMatchObject({
        name: "Second",
        is_default: false
      })
      expect(yield* cardEntries("payment-method.updated", "pm_card_sc_second")).toBe(1)

      const removed = yield* call("DELETE", `/billings/payment-methods/pm_card_sc_first?agency=${DEMO}`, agency)
      expect(removed.status, JSON.stringify(removed.body)).toBe(200)
      expect((yield* savedCards(DEMO)).map((card) => card.payment_method)).toEqual(["pm_card_sc_second", "pm_card_sc_third"])
      expect(yield* cardEntries("payment-method.removed", "pm_card_sc_first")).toBe(1)
      // Another agency cannot remove Demo's card: its row stays.
      expect(
        (yield* call("DELETE", `/billings/payment-methods/pm_card_sc_second?agency=${NORTHWIND}`, yield* login(Seeded.northwind))).status
      ).toBe(404)
      expect((yield* savedCards(DEMO)).map((card) => card.payment_method)).toEqual(["pm_card_sc_second", "pm_card_sc_third"])
    })
  )

  it.effect("another member gets a credit checkout of their own: each payment's payer is who confirms its card", () =>
    Effect.gen(function* () {
      yield* sqlRun((sql) => sql`UPDATE payments SET status = 'canceled' WHERE status IN ('pending', 'requires_action')`)
      const fake = yield* FakeStripe
      const admin = yield* login(Seeded.agencyAdmin)
      const member = yield* login(Seeded.user)
      const adminId = yield* userId(Seeded.agencyAdmin.email)
      const memberId = yield* userId(Seeded.user.email)
      const from = fake.requests.length

      const first = yield* call("POST", `/billings/payment-intent/${DEMO}`, admin, { credit: 6 })
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.body.data.payment.user_id).toBe(adminId)
      const paymentId = first.body.data.payment.id as number

      // The same credits asked for by another member: a payment and a PaymentIntent of their own.
      const theirs = yield* call("POST", `/billings/payment-intent/${DEMO}`, member, { credit: 6 })
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)
      expect(theirs.body.data.payment.user_id).toBe(memberId)
      expect(theirs.body.data.payment.id).not.toBe(paymentId)
      expect(theirs.body.data.client_secret).not.toBe(first.body.data.client_secret)
      // Each member asking again gets their own open checkout back, nothing more created.
      const again = yield* call("POST", `/billings/payment-intent/${DEMO}`, admin, { credit: 6 })
      expect(again.body.data.payment).toMatchObject({ id: paymentId, user_id: adminId })
      expect(again.body.data.client_secret).toBe(first.body.data.client_secret)
      expect((yield* call("POST", `/billings/payment-intent/${DEMO}`, member, { credit: 6 })).body.data.payment.id).toBe(
        theirs.body.data.payment.id
      )
      expect(
        fake.requests.slice(from).filter((request) => request.method === "POST" && request.path === "/v1/payment_intents").length
      ).toBe(2)

      // An Idempotency-Key another member sent is not this member's attempt: refused, naming the key.
      const keyed = yield* call("POST", `/billings/payment-intent/${DEMO}`, admin, { credit: 7 }, { "idempotency-key": "shared-attempt-1" })
      expect(keyed.status, JSON.stringify(keyed.body)).toBe(200)
      const borrowed = yield* call(
        "POST",
        `/billings/payment-intent/${DEMO}`,
        member,
        { credit: 7 },
        { "idempotency-key": "shared-attempt-1" }
      )
      expect(borrowed.status).toBe(422)
      expect(Object.keys(borrowed.body.errors)).toEqual(["idempotency-key"])

      const history = yield* call("GET", `/billings/history?agency=${DEMO}`, admin)
      const rows = history.body.data.data as Array<{ id: number; user_id: number }>
      expect(rows.find((payment) => payment.id === paymentId)).toMatchObject({ user_id: adminId })
      expect(rows.find((payment) => payment.id === theirs.body.data.payment.id)).toMatchObject({
        user_id: memberId,
        user_name: "Demo User"
      })
    })
  )
})
