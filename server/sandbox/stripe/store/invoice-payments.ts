// Invoice payments: how current API versions (2025-03-31 and later) tie a PaymentIntent to the invoice
// it paid, now that Charge and PaymentIntent carry no `invoice`. The sandbox keeps no table of them:
// each invoice its charge paid (charges.invoice) has one default InvoicePayment, paid, whose id is
// derived from its PaymentIntent's (inpay_<the intent's suffix>), so the same one is answered every time.
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"

const InvoicePaymentRow = Schema.Struct({
  payment_intent: Schema.String,
  invoice: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  created: Schema.Number
})
export type InvoicePaymentRow = typeof InvoicePaymentRow.Type

const decode = Schema.decodeUnknown(Schema.Array(InvoicePaymentRow))

export const invoicePaymentId = (paymentIntent: string) => `inpay_${paymentIntent.slice(3)}`

/** The PaymentIntent an invoice payment id names, or undefined for an id of another shape. */
export const paymentIntentOfInvoicePayment = (id: string) => (/^inpay_[A-Za-z0-9]+$/.test(id) ? `pi_${id.slice(6)}` : undefined)

export const invoicePaymentJson = (row: InvoicePaymentRow, invoice: unknown = row.invoice) => ({
  id: invoicePaymentId(row.payment_intent),
  object: "invoice_payment",
  amount_paid: row.amount,
  amount_requested: row.amount,
  created: row.created,
  currency: row.currency,
  invoice,
  is_default: true,
  livemode: false,
  payment: { type: "payment_intent", payment_intent: row.payment_intent },
  status: "paid",
  status_transitions: { canceled_at: null, paid_at: row.created }
})

/** Invoice payments newest first, by invoice and/or PaymentIntent. */
export const listInvoicePayments = (filter: { readonly invoice?: string | undefined; readonly paymentIntent?: string | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const byInvoice = filter.invoice === undefined ? sql`true` : sql`c.invoice = ${filter.invoice}`
    const byIntent = filter.paymentIntent === undefined ? sql`true` : sql`c.payment_intent = ${filter.paymentIntent}`
    return yield* decode(
      yield* sql`
      SELECT c.payment_intent, c.invoice, c.amount, c.currency, extract(epoch FROM c.created_at)::int AS created
      FROM sandbox_stripe_charges c
      WHERE c.invoice IS NOT NULL AND c.payment_intent IS NOT NULL AND c.status = 'succeeded' AND ${byInvoice} AND ${byIntent}
      ORDER BY c.created_at DESC, c.id DESC LIMIT 1000`
    )
  }).pipe(Effect.orDie)

/** The invoice as the sandbox stores it, with its subscription's price and metadata (to render it). */
export const findInvoiceRow = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      id: string
      customer: string
      subscription: string | null
      subtotal: number
      amount_paid: number
      amount_due: number | null
      currency: string
      status: string
      billing_reason: string
      attempt_count: number
      created: number
      price: string | null
      metadata: Record<string, string> | null
    }>`
      SELECT i.id, i.customer, i.subscription, i.subtotal, i.amount_paid, i.amount_due, i.currency, i.status, i.billing_reason,
             i.attempt_count, extract(epoch FROM i.created_at)::int AS created, s.price, s.metadata
      FROM sandbox_stripe_invoices i LEFT JOIN sandbox_stripe_subscriptions s ON s.id = i.subscription
      WHERE i.id = ${id}`
    return rows[0]
  }).pipe(Effect.orDie)
