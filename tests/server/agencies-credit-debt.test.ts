// The admin's agency view carries credit_debt (what refunds and disputes took back beyond the unspent
// credits), computed by billing: the list and the record show it, and the agency form cannot set it.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const AGENCIES = "/agency/api/v2/agencies"

layer(testServer(), { excludeTestServices: true })("agencies: credit debt", (it) => {
  it.effect("the list and the record show an agency's credit debt; an edit neither sets nor clears it", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const sql = yield* SqlClient.SqlClient
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const created = yield* api.request("POST", AGENCIES, {
        token: admin,
        json: { name: "Indebted Agency", admin_name: "Ina Debt", admin_email: "ina@debt.example", portals_available: 0, credit_limit: 0 }
      })
      expect(created.status).toBe(201)
      const id = created.body.data.id as number
      expect(created.body.data.credit_debt).toBe(0)
      yield* Effect.orDie(sql`UPDATE agencies SET credit_debt = 3 WHERE id = ${id}`)

      const listed = yield* api.request("GET", `${AGENCIES}?keyword=Indebted`, { token: admin })
      expect(listed.body.data).toEqual([expect.objectContaining({ id, credit_limit: 0, credit_debt: 3 })])
      const edited = yield* api.request("PUT", `${AGENCIES}/${id}`, {
        token: admin,
        json: {
          name: "Indebted Agency",
          admin_name: "Ina Debt",
          admin_email: "ina@debt.example",
          portals_available: 0,
          credit_limit: 4,
          status: "active",
          credit_debt: 0
        }
      })
      expect(edited.status).toBe(200)
      expect(edited.body.data).toMatchObject({ credit_limit: 4, credit_debt: 3 })
      expect((yield* api.request("GET", `${AGENCIES}/${id}`, { token: admin })).body.data).toMatchObject({
        credit_limit: 4,
        credit_debt: 3
      })
    })
  )
})
