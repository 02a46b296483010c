// A subscription's next billing period, as Stripe starts it at a period's end: the period moves on
// by one, and its invoice (billing_reason subscription_cycle) owes the price minus the coupon minus
// any credit in the customer's balance. Paid: the subscription stays active; declined: the invoice
// stays open and the subscription becomes past_due.
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import { newId } from "./ids.ts"
import { findSubscription, type InvoiceFields, periodEnd, type SubscriptionRow } from "./subscriptions.ts"

/** The customer's credit (Stripe keeps it as a negative balance) that an invoice of `amount` uses. */
export const creditFor = (customer: string, amount: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ balance: number }>`SELECT balance FROM sandbox_stripe_customers WHERE id = ${customer}`
    const balance = rows[0]?.balance ?? 0
    return balance < 0 ? Math.min(-balance, amount) : 0
  }).pipe(Effect.orDie)

export const renewSubscription = (fields: {
  readonly subscription: SubscriptionRow
  readonly currency: string
  /** The price minus the coupon, before the balance. */
  readonly subtotal: number
  /** Credit from the customer's balance applied to this invoice. */
  readonly credit: number
  readonly paid: boolean
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const row = fields.subscription
    const invoiceId = newId("in")
    const amountDue = fields.subtotal - fields.credit
    const status = fields.paid ? "paid" : "open"
    // Stripe makes a renewal's invoice when its period starts (with a test clock, at the clock's time): the
    // Dashboard's renewal moves the subscription on by a period, so the invoice is dated at the new period's start.
    const created = periodEnd(row)
    // The caller's transaction (atomically) holds this with its events.
    yield* sql`
      UPDATE sandbox_stripe_subscriptions
      SET current_period_start = to_timestamp(${periodEnd(row)}), latest_invoice = ${invoiceId},
          status = ${fields.paid ? "active" : "past_due"}
      WHERE id = ${row.id}`
    yield* sql`
      INSERT INTO sandbox_stripe_invoices (id, customer, subscription, subtotal, amount_paid, amount_due, currency, status, billing_reason, attempt_count, created_at)
      VALUES (${invoiceId}, ${row.customer}, ${row.id}, ${fields.subtotal}, ${fields.paid ? amountDue : 0}, ${amountDue},
              ${fields.currency}, ${status}, 'subscription_cycle', 1, to_timestamp(${created}))`
    // Stripe applies the balance when it finalizes the invoice, before the payment is attempted.
    if (fields.credit > 0) yield* sql`UPDATE sandbox_stripe_customers SET balance = balance + ${fields.credit} WHERE id = ${row.customer}`
    const updated = Option.getOrThrow(yield* findSubscription(row.id))
    const invoice: InvoiceFields = {
      id: invoiceId,
      customer: row.customer,
      subscription: row.id,
      subtotal: fields.subtotal,
      amountPaid: fields.paid ? amountDue : 0,
      amountDue,
      status,
      attemptCount: 1,
      currency: fields.currency,
      created,
      billingReason: "subscription_cycle"
    }
    return { subscription: updated, invoice }
  }).pipe(Effect.orDie)
