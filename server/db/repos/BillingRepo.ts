// Billing rows: the provider customer of each agency, payments, handled provider events, and the
// plan and credit changes a confirmed payment makes. Writes that the webhook makes run inside the
// caller's transaction (Transaction.run) so a delivery counts once or not at all.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { CreditPack, Payment } from "../../../src/shared/api/contract/billing.ts"
import type { Plan } from "../../../src/shared/api/contract/plan.ts"

export interface BillingAgencyRow {
  readonly id: number
  readonly name: string
  readonly admin_email: string
  readonly status: "active" | "suspend"
}

export interface PaymentRow {
  readonly id: number
  readonly agency_id: number
  readonly user_id: number | null
  readonly kind: "credits" | "plan"
  readonly status: "pending" | "succeeded" | "failed"
  readonly amount: number
  readonly currency: string
  readonly credit: number | null
  readonly plan_id: number | null
  readonly portal_id: number | null
  readonly coupon: string | null
  readonly provider_ref: string | null
  readonly message: string | null
  readonly created_at: Date | string
}

export interface NewPayment {
  readonly agency_id: number
  readonly user_id: number
  readonly kind: "credits" | "plan"
  readonly amount: number
  readonly currency: string
  readonly credit: number | null
  readonly plan_id: number | null
  readonly portal_id: number | null
  readonly coupon: string | null
}

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  agency_id: row.agency_id,
  kind: row.kind,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  credit: row.credit,
  plan_id: row.plan_id,
  portal_id: row.portal_id,
  coupon: row.coupon,
  message: row.message,
  created_at: new Date(row.created_at).toISOString(),
  user_id: row.user_id,
  user_name: null,
  reason: "purchase",
  amount_refunded: 0,
  client_secret: null,
  receipt_url: null,
  plan_name: null,
  portal_name: null
})

const paymentColumns = "id, agency_id, user_id, kind, status, amount, currency, credit, plan_id, portal_id, coupon, provider_ref, message, created_at"

export class BillingRepo extends Effect.Service<BillingRepo>()("server/db/BillingRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const columns = sql.literal(paymentColumns)

    const agency = (agencyId: number) =>
      sql<BillingAgencyRow>`SELECT id, name, admin_email, status FROM agencies WHERE id = ${agencyId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** The portal's agency, to refuse paying for another agency's portal. */
    const portalAgency = (portalId: number) =>
      sql<{ id: number; agency_id: number | null; plan: string }>`SELECT id, agency_id, plan FROM portals WHERE id = ${portalId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const plan = (planId: number) =>
      sql<Plan>`SELECT * FROM plans WHERE id = ${planId}`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), Effect.orDie)

    const listPlans = (filter: { readonly agencyPlan: 0 | 1 | null; readonly limit: number; readonly offset: number }) =>
      Effect.gen(function*() {
        const where = filter.agencyPlan === null ? sql`status = 1` : sql`status = 1 AND agency_plan = ${filter.agencyPlan}`
        const rows = yield* sql<Plan>`SELECT * FROM plans WHERE ${where} ORDER BY id ASC LIMIT ${filter.limit} OFFSET ${filter.offset}`
        const [count] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM plans WHERE ${where}`
        return { rows, total: count?.total ?? 0 }
      }).pipe(Effect.orDie)

    const creditPacks = sql<CreditPack>`SELECT id, credit, amount, saving FROM credit_packs ORDER BY credit ASC, id ASC`.pipe(Effect.orDie)

    const customerOf = (agencyId: number) =>
      sql<{ provider_customer_id: string }>`SELECT provider_customer_id FROM billing_customers WHERE agency_id = ${agencyId}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.provider_customer_id)),
        Effect.orDie
      )

    /** Keeps the first customer stored for the agency; answers the one that is stored. */
    const saveCustomer = (agencyId: number, customerId: string) =>
      Effect.gen(function*() {
        yield* sql`
          INSERT INTO billing_customers ${sql.insert({ agency_id: agencyId, provider_customer_id: customerId })}
          ON CONFLICT (agency_id) DO NOTHING`
        const [row] = yield* sql<{ provider_customer_id: string }>`SELECT provider_customer_id FROM billing_customers WHERE agency_id = ${agencyId}`
        return row?.provider_customer_id ?? customerId
      }).pipe(Effect.orDie)

    const insertPayment = (payment: NewPayment) =>
      sql<PaymentRow>`INSERT INTO payments ${sql.insert({ ...payment })} RETURNING ${columns}`.pipe(
        Effect.map((rows) => rows[0]!),
        Effect.orDie
      )

    const setProviderRef = (paymentId: number, providerRef: string) =>
      sql`UPDATE payments SET provider_ref = ${providerRef}, updated_at = now() WHERE id = ${paymentId}`.pipe(Effect.asVoid, Effect.orDie)

    const payment = (paymentId: number) =>
      sql<PaymentRow>`SELECT ${columns} FROM payments WHERE id = ${paymentId}`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), Effect.orDie)

    const paymentByRef = (providerRef: string) =>
      sql<PaymentRow>`SELECT ${columns} FROM payments WHERE provider_ref = ${providerRef}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Records a provider event; false when it was handled before (the delivery is a repeat). */
    const recordEvent = (eventId: string, type: string) =>
      sql<{ id: string }>`
        INSERT INTO payment_events ${sql.insert({ id: eventId, type })}
        ON CONFLICT (id) DO NOTHING RETURNING id`.pipe(Effect.map((rows) => rows.length === 1), Effect.orDie)

    /** Marks the payment succeeded; None when it already was (so its effects are applied once). */
    const markSucceeded = (paymentId: number, providerRef: string | null) =>
      sql<PaymentRow>`
        UPDATE payments
        SET status = 'succeeded', message = NULL, succeeded_at = now(), updated_at = now(),
            provider_ref = COALESCE(provider_ref, ${providerRef})
        WHERE id = ${paymentId} AND status <> 'succeeded'
        RETURNING ${columns}`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), Effect.orDie)

    /** Marks a pending payment failed with the provider's message; a succeeded one stays succeeded. */
    const markFailed = (paymentId: number, message: string) =>
      sql<PaymentRow>`
        UPDATE payments SET status = 'failed', message = ${message}, updated_at = now()
        WHERE id = ${paymentId} AND status = 'pending'
        RETURNING ${columns}`.pipe(Effect.map((rows) => Option.fromNullable(rows[0])), Effect.orDie)

    /** Adds credits in one statement, so concurrent purchases both count. */
    const addCredits = (agencyId: number, credits: number) =>
      sql<{ credit_limit: number }>`
        UPDATE agencies SET credit_limit = credit_limit + ${credits}, updated_at = now()
        WHERE id = ${agencyId} RETURNING credit_limit`.pipe(Effect.map((rows) => rows[0]?.credit_limit ?? 0), Effect.orDie)

    const setPortalPlan = (portalId: number, plan: string) =>
      sql`UPDATE portals SET plan = ${plan}, updated_at = now() WHERE id = ${portalId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The agency's own plan; a PRO licence also gives one more PRO portal. */
    const setAgencyPlan = (agencyId: number, planId: number, extraPortals: number, subscriptionId: string | null) =>
      sql`
        UPDATE agencies
        SET plan_id = ${planId}, portals_available = portals_available + ${extraPortals},
            subs_id = COALESCE(${subscriptionId}, subs_id), updated_at = now()
        WHERE id = ${agencyId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The agency's payments, newest first, with who paid and what was bought named. */
    const history = (agencyId: number, page: { readonly limit: number; readonly offset: number }) =>
      Effect.gen(function*() {
        const rows = yield* sql<PaymentRow & { user_name: string | null; plan_name: string | null; portal_name: string | null }>`
          SELECT ${sql.literal(paymentColumns.split(", ").map((column) => `p.${column}`).join(", "))},
                 u.name AS user_name, pl.name AS plan_name, po.name AS portal_name
          FROM payments p
          LEFT JOIN users u ON u.id = p.user_id
          LEFT JOIN plans pl ON pl.id = p.plan_id
          LEFT JOIN portals po ON po.id = p.portal_id
          WHERE p.agency_id = ${agencyId}
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`
        const [count] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM payments WHERE agency_id = ${agencyId}`
        return {
          rows: rows.map((row): Payment => ({ ...toPayment(row), user_name: row.user_name, plan_name: row.plan_name, portal_name: row.portal_name })),
          total: count?.total ?? 0
        }
      }).pipe(Effect.orDie)

    return {
      history,
      agency,
      portalAgency,
      plan,
      listPlans,
      creditPacks,
      customerOf,
      saveCustomer,
      insertPayment,
      setProviderRef,
      payment,
      paymentByRef,
      recordEvent,
      markSucceeded,
      markFailed,
      addCredits,
      setPortalPlan,
      setAgencyPlan
    } as const
  })
}) {}
