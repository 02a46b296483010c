// Shared by plans-credits.test.ts and plans-credits-packs.test.ts (split by subject, so that each file holds one).
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

import { hashPassword } from "../../../server/lib/password.ts"

export const BASE = "/agency/api/v2"
export const OUTSIDER = { email: "outsider@example.com", password: "Outsider1!" }

export const freePlan = (name: string) => ({
  name,
  type: "free",
  portal_limit: 3,
  user_limit: 2,
  module_limit: 10,
  is_free_module: "yes",
  is_hidden_plan: "no",
  custom_logo: "no",
  status: 1,
  module_access: "free"
})

export const paidPlan = (name: string) => ({
  ...freePlan(name),
  type: "paid",
  price: 4900,
  currency: "GBP",
  interval: "annually",
  trial_period: "yes",
  stripe_plan_id: "price_test_annual",
  agency_plan: 1,
  module_access: "lite"
})

export const without = <T extends object>(value: T, key: keyof T) => {
  const copy = { ...value }
  delete copy[key]
  return copy
}

/** A plain user of the Northwind agency: a member of another agency than the demo one. */
export const addOutsider = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const hash = yield* hashPassword(OUTSIDER.password)
  const [user] = yield* sql<{ id: number }>`
    INSERT INTO users ${sql.insert({ name: "Outside User", email: OUTSIDER.email, password_hash: hash })} RETURNING id`
  const [agency] = yield* sql<{ id: number }>`SELECT id FROM agencies WHERE name = 'Northwind Agency'`
  yield* sql`INSERT INTO agency_user ${sql.insert({ user_id: user!.id, agency_id: agency!.id, role: "user" })}`
}).pipe(Effect.orDie)
