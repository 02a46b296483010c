// Payment rows: a checkout's pending payment (found again by the browser's Idempotency-Key or as the
// agency's open checkout of the same item), its provider object, and each state it moves through. Every
// transition is one conditional UPDATE, so a webhook and a reconciliation racing for it apply it once.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import type { Payment, PaymentReason, PaymentStatus } from "#contract/billing.ts"

export interface PaymentRow {
  readonly id: number
  readonly agency_id: number
  readonly user_id: number | null
  readonly kind: "credits" | "plan"
  readonly status: PaymentStatus
  readonly reason: PaymentReason
  readonly amount: number
  readonly currency: string
  readonly credit: number | null
  readonly plan_id: number | null
  readonly portal_id: number | null
  readonly coupon: string | null
  readonly provider_ref: string | null
  readonly message: string | null
  readonly idempotency_key: string | null
  readonly amount_refunded: number
  readonly credits_taken: number
  readonly dispute_credits: number
  readonly client_secret: string | null
  readonly receipt_url: string | null
  readonly description: string | null
  readonly reconciled_at: Date | string | null
  readonly created_at: Date | string
  /** An ended plan change whose subscription may still carry its coupon and card (see restorePlanChangeSettings). */
  readonly settings_restore_due?: boolean
}

export interface NewPayment {
  readonly agency_id: number
  readonly user_id: number | null
  readonly kind: "credits" | "plan"
  readonly amount: number
  readonly currency: string
  readonly credit: number | null
  readonly plan_id: number | null
  readonly portal_id: number | null
  readonly coupon: string | null
  readonly reason?: PaymentReason
  readonly idempotency_key?: string | null
  readonly description?: string | null
}

/** Statuses in which the provider may still charge (or has charged and not yet told us). */
export const OPEN_STATUSES = ["pending", "requires_action"] as const

/**
 * The wire shape. The client secret goes out only while the payer must authenticate (3-D Secure)
 * and only when the caller is a member of the agency (`withSecret`).
 */
export const toPayment = (row: PaymentRow, withSecret = false): Payment => ({
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
  reason: row.reason,
  amount_refunded: row.amount_refunded,
  client_secret: withSecret && row.status === "requires_action" ? row.client_secret : null,
  receipt_url: row.receipt_url,
  plan_name: null,
  portal_name: null
})

export const paymentColumns =
  "id, agency_id, user_id, kind, status, reason, amount, currency, credit, plan_id, portal_id, coupon, provider_ref, message, idempotency_key, amount_refunded, credits_taken, dispute_credits, client_secret, receipt_url, description, reconciled_at, created_at, settings_restore_due"

export class PaymentRepo extends Effect.Service<PaymentRepo>()("server/db/PaymentRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = sql.literal(paymentColumns)
    const first = (rows: ReadonlyArray<PaymentRow>) => Option.fromNullable(rows[0])

    /** Inside a transaction: holds the agency row so checkouts of one agency decide one at a time. */
    const lockAgency = (agencyId: number) =>
      sql`SELECT id FROM agencies WHERE id = ${agencyId} FOR UPDATE`.pipe(Effect.asVoid, Effect.orDie)

    const insert = (payment: NewPayment) =>
      sql<PaymentRow>`INSERT INTO payments ${sql.insert({ ...payment })} RETURNING ${columns}`.pipe(
        Effect.map((rows) => rows[0]!),
        Effect.orDie
      )

    const byId = (paymentId: number) =>
      sql<PaymentRow>`SELECT ${columns} FROM payments WHERE id = ${paymentId}`.pipe(Effect.map(first), Effect.orDie)

    const byRef = (providerRef: string) =>
      sql<PaymentRow>`SELECT ${columns} FROM payments WHERE provider_ref = ${providerRef}`.pipe(Effect.map(first), Effect.orDie)

    const byKey = (agencyId: number, key: string) =>
      sql<PaymentRow>`SELECT ${columns} FROM payments WHERE agency_id = ${agencyId} AND idempotency_key = ${key}`.pipe(
        Effect.map(first),
        Effect.orDie
      )

    /** The member's own open checkout of these credits: never another member's, whose card it would charge in their name. */
    const openCredits = (agencyId: number, credit: number, userId: number) =>
      sql<PaymentRow>`
        SELECT ${columns} FROM payments
        WHERE agency_id = ${agencyId} AND kind = 'credits' AND credit = ${credit} AND reason = 'purchase' AND user_id = ${userId}
          AND status IN ('pending', 'requires_action')
        ORDER BY id DESC LIMIT 1`.pipe(Effect.map(first), Effect.orDie)

    /** An open plan checkout for the portal (or, portal null, the agency's own plan). */
    const openPlan = (agencyId: number, portalId: number | null) =>
      sql<PaymentRow>`
        SELECT ${columns} FROM payments
        WHERE agency_id = ${agencyId} AND kind = 'plan' AND status IN ('pending', 'requires_action')
          AND ${portalId === null ? sql`portal_id IS NULL` : sql`portal_id = ${portalId}`}
        ORDER BY id DESC LIMIT 1`.pipe(Effect.map(first), Effect.orDie)

    /** The provider object and its client secret; the first one stored wins (a retry gets the same). */
    const setProviderObject = (paymentId: number, providerRef: string, clientSecret: string | null) =>
      sql<PaymentRow>`
        UPDATE payments SET provider_ref = COALESCE(provider_ref, ${providerRef}),
               client_secret = COALESCE(client_secret, ${clientSecret}), updated_at = now()
        WHERE id = ${paymentId} RETURNING ${columns}`.pipe(
        Effect.map((rows) => rows[0]!),
        Effect.orDie
      )

    /** Open payments the provider should be asked about: older than `olderThanSeconds`. */
    const openOlderThan = (olderThanSeconds: number, limit: number) =>
      sql<PaymentRow>`
        SELECT ${columns} FROM payments
        WHERE status IN ('pending', 'requires_action') AND created_at < now() - make_interval(secs => ${olderThanSeconds})
          -- Asked again after a tenth of its age (at most hourly): a checkout left open for days is not
          -- retrieved every minute, a fresh one is followed closely.
          AND (reconciled_at IS NULL OR reconciled_at < now() - LEAST((now() - created_at) / 10, interval '1 hour'))
        ORDER BY reconciled_at ASC NULLS FIRST, id ASC LIMIT ${limit}`.pipe(Effect.orDie)

    /** Marks the payment succeeded unless it already moved past it; None when another path got there first. */
    const markSucceeded = (paymentId: number, providerRef: string | null, receiptUrl: string | null = null) =>
      sql<PaymentRow>`
        UPDATE payments
        SET status = 'succeeded', message = NULL, succeeded_at = now(), updated_at = now(),
            -- A plan change's payment shares its subscription with the payment that started it: no ref of its own.
            provider_ref = CASE WHEN reason = 'plan_change' THEN provider_ref ELSE COALESCE(provider_ref, ${providerRef}) END,
            receipt_url = COALESCE(${receiptUrl}, receipt_url)
        WHERE id = ${paymentId} AND status IN ('pending', 'requires_action', 'failed')
        RETURNING ${columns}`.pipe(Effect.map(first), Effect.orDie)

    /** An open payment ends (failed or canceled) with its message; one that succeeded stays succeeded. */
    /** Ends an open payment; a plan change that ends so owes its subscription the discount and card it had before. */
    const markEnded = (paymentId: number, status: "failed" | "canceled", message: string) =>
      sql<PaymentRow>`
        UPDATE payments SET status = ${status}, message = ${message}, updated_at = now(),
               settings_restore_due = (reason = 'plan_change')
        WHERE id = ${paymentId} AND status IN ('pending', 'requires_action')
        RETURNING ${columns}`.pipe(Effect.map(first), Effect.orDie)

    /** Ended plan changes whose subscription may still carry their coupon and card, oldest first. */
    const restoreDue = (limit: number) =>
      sql<PaymentRow>`
        SELECT ${columns} FROM payments WHERE settings_restore_due ORDER BY id LIMIT ${limit}`.pipe(Effect.orDie)

    const restoreDone = (paymentId: number) =>
      sql`UPDATE payments SET settings_restore_due = false WHERE id = ${paymentId}`.pipe(Effect.asVoid, Effect.orDie)

    const markFailed = (paymentId: number, message: string) => markEnded(paymentId, "failed", message)

    /** The card asks the payer to authenticate: the browser finishes it with the client secret. */
    const markRequiresAction = (paymentId: number, clientSecret: string | null) =>
      sql<PaymentRow>`
        UPDATE payments SET status = 'requires_action', client_secret = COALESCE(${clientSecret}, client_secret), updated_at = now()
        WHERE id = ${paymentId} AND status = 'pending'
        RETURNING ${columns}`.pipe(Effect.map(first), Effect.orDie)

    /** A refund's or dispute's new totals, guarded by the totals it was computed from (a racing event recomputes). */
    const adjust = (payment: PaymentRow, next: Pick<PaymentRow, "status" | "amount_refunded" | "credits_taken" | "dispute_credits">) =>
      sql<PaymentRow>`
        UPDATE payments
        SET status = ${next.status}, amount_refunded = ${next.amount_refunded}, credits_taken = ${next.credits_taken},
            dispute_credits = ${next.dispute_credits}, updated_at = now()
        WHERE id = ${payment.id} AND status = ${payment.status} AND amount_refunded = ${payment.amount_refunded}
          AND credits_taken = ${payment.credits_taken} AND dispute_credits = ${payment.dispute_credits}
        RETURNING ${columns}`.pipe(Effect.map(first), Effect.orDie)

    /** A renewal the provider charged (its invoice is the ref, so a repeated event records it once). */
    const insertRenewal = (payment: NewPayment & { readonly provider_ref: string; readonly receipt_url: string | null }) =>
      sql<PaymentRow>`
        INSERT INTO payments ${sql.insert({ ...payment, reason: "renewal", status: "succeeded", succeeded_at: new Date() })}
        ON CONFLICT (provider_ref) DO NOTHING RETURNING ${columns}`.pipe(Effect.map(first), Effect.orDie)

    /** The invoice that paid a plan payment: its exact amount (prorations) and its page as the receipt. */
    const setInvoice = (paymentId: number, amountPaid: number, url: string | null) =>
      sql`UPDATE payments SET amount = ${amountPaid}, receipt_url = COALESCE(${url}, receipt_url), updated_at = now()
          WHERE id = ${paymentId} AND kind = 'plan'`.pipe(Effect.asVoid, Effect.orDie)

    /** The provider's receipt page of the payment's charge (charge.succeeded's receipt_url). */
    const setReceipt = (paymentId: number, url: string) =>
      sql<PaymentRow>`UPDATE payments SET receipt_url = ${url}, updated_at = now() WHERE id = ${paymentId} RETURNING ${columns}`.pipe(
        Effect.map(first),
        Effect.orDie
      )

    const touchReconciled = (paymentId: number) =>
      sql`UPDATE payments SET reconciled_at = now() WHERE id = ${paymentId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The agency's payments, newest first, with who paid and what was bought named. */
    /** The agency's payments, newest first; with `userId`, only the ones that user made. */
    const history = (agencyId: number, page: { readonly limit: number; readonly offset: number }, userId: number | null = null) =>
      Effect.gen(function* () {
        const whose = userId === null ? sql`TRUE` : sql`p.user_id = ${userId}`
        const rows = yield* sql<PaymentRow & { user_name: string | null; plan_name: string | null; portal_name: string | null }>`
          SELECT ${sql.literal(
            paymentColumns
              .split(", ")
              .map((column) => `p.${column}`)
              .join(", ")
          )},
                 u.name AS user_name, pl.name AS plan_name, po.name AS portal_name
          FROM payments p
          LEFT JOIN users u ON u.id = p.user_id
          LEFT JOIN plans pl ON pl.id = p.plan_id
          LEFT JOIN portals po ON po.id = p.portal_id
          WHERE p.agency_id = ${agencyId} AND ${whose}
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`
        const [count] = yield* sql<{
          total: number
        }>`SELECT count(*)::int AS total FROM payments p WHERE p.agency_id = ${agencyId} AND ${whose}`
        return {
          rows: rows.map((row): Payment => ({
            ...toPayment(row),
            user_name: row.user_name,
            plan_name: row.plan_name,
            portal_name: row.portal_name
          })),
          total: count?.total ?? 0
        }
      }).pipe(Effect.orDie)

    return {
      lockAgency,
      insert,
      byId,
      byRef,
      byKey,
      openCredits,
      openPlan,
      restoreDue,
      restoreDone,
      setProviderObject,
      openOlderThan,
      markSucceeded,
      setReceipt,
      markFailed,
      markEnded,
      markRequiresAction,
      touchReconciled,
      setInvoice,
      adjust,
      insertRenewal,
      history
    } as const
  })
}) {}
