// Plan prices in cents (DESIGN.md: Core $197 is 19700): a fresh database is seeded so, and migration
// 0022 converts a database seeded with the old whole-dollar numbers once, leaving prices an admin set.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { pricesInCents } from "../../server/db/migrations/0022_billing_reconciled.ts"
import { testServer } from "./support/TestApi.ts"

const prices = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) =>
    sql<{ id: number; price: number; final_price: number }>`SELECT id, price, final_price FROM plans WHERE id IN (11, 35, 40) ORDER BY id`
).pipe(Effect.orDie)

const sandboxPrices = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql<{ id: string; unit_amount: number }>`SELECT id, unit_amount FROM sandbox_stripe_prices ORDER BY id`
).pipe(Effect.orDie)

const convert = Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.forEach(pricesInCents, (statement) => sql.unsafe(statement))).pipe(
  Effect.orDie
)

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("plan prices in cents", (it) => {
  it.effect("a fresh database holds cents; old numbers are converted once; an admin's price stays", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      expect(yield* prices).toEqual([
        { id: 11, price: 299700, final_price: 299700 },
        { id: 35, price: 19700, final_price: 19700 },
        { id: 40, price: 99700, final_price: 99700 }
      ])
      expect((yield* sandboxPrices).map((price) => price.unit_amount)).toEqual([19700, 299700, 99700])
      // As a database seeded before: Core and PRO with the old numbers, Stack repriced by an admin.
      yield* Effect.orDie(sql`UPDATE plans SET price = 197, final_price = 197 WHERE id = 35`)
      yield* Effect.orDie(sql`UPDATE plans SET price = 2997, final_price = 2997 WHERE id = 11`)
      yield* Effect.orDie(sql`UPDATE plans SET price = 1500, final_price = 1500 WHERE id = 40`)
      yield* Effect.orDie(sql`UPDATE sandbox_stripe_prices SET unit_amount = 197 WHERE id = 'price_core_monthly'`)
      yield* convert
      yield* convert
      expect(yield* prices).toEqual([
        { id: 11, price: 299700, final_price: 299700 },
        { id: 35, price: 19700, final_price: 19700 },
        { id: 40, price: 1500, final_price: 1500 }
      ])
      expect((yield* sandboxPrices).find((price) => price.id === "price_core_monthly")?.unit_amount).toBe(19700)
    })
  )
})
