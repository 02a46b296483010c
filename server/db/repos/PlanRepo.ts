// Plans for the admin drawer: every status, one plan, insert, update, delete and what still uses a plan.
// The billing reads (active plans, a plan by id) stay in BillingRepo.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import type { Plan } from "#contract/plan.ts"

/** The stored columns a create or update writes (id, timestamps and version aside). */
export type PlanFields = Omit<Plan, "id" | "lock_version">

const planColumns = `id, name, type, upgrade_order, portal_limit, user_limit, module_limit, is_free_module, is_hidden_plan,
  price, final_price, is_fixed, currency, currency_symbol, interval, trial_period, stripe_plan_id, custom_logo,
  module_access, agency_plan::int AS agency_plan, status::int AS status, lock_version`

export interface PlanListQuery {
  /** null: every status. */
  readonly status: 0 | 1 | null
  readonly agencyPlan: 0 | 1 | null
  readonly limit: number
  readonly offset: number
}

export class PlanRepo extends Effect.Service<PlanRepo>()("server/db/PlanRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = sql.literal(planColumns)

    const list = (query: PlanListQuery) =>
      Effect.gen(function* () {
        const clauses = [
          ...(query.status === null ? [] : [sql`status = ${query.status}`]),
          ...(query.agencyPlan === null ? [] : [sql`agency_plan = ${query.agencyPlan}`])
        ]
        const where = clauses.length === 0 ? sql`TRUE` : sql.and(clauses)
        const rows =
          yield* sql<Plan>`SELECT ${columns} FROM plans WHERE ${where} ORDER BY id ASC LIMIT ${query.limit} OFFSET ${query.offset}`
        const [count] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM plans WHERE ${where}`
        return { rows, total: count?.total ?? 0 }
      }).pipe(Effect.orDie)

    const findById = (id: number) =>
      sql<Plan>`SELECT ${columns} FROM plans WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const insert = (fields: PlanFields) =>
      sql<{ id: number }>`INSERT INTO plans ${sql.insert({ ...fields })} RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )

    const update = (id: number, fields: PlanFields) =>
      sql`UPDATE plans SET ${sql.update({ ...fields })}, updated_at = now() WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const remove = (id: number) => sql`DELETE FROM plans WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    /** What still points at the plan: agencies on it and payments for it. */
    const usage = (id: number) =>
      sql<{ agencies: number; payments: number }>`
        SELECT (SELECT count(*)::int FROM agencies WHERE plan_id = ${id}) AS agencies,
               (SELECT count(*)::int FROM payments WHERE plan_id = ${id}) AS payments`.pipe(
        Effect.map((rows) => rows[0] ?? { agencies: 0, payments: 0 }),
        Effect.orDie
      )

    return { list, findById, insert, update, remove, usage } as const
  })
}) {}
