// Which invoice a PaymentIntent paid. Since API version 2025-03-31 ("basil") Charge and PaymentIntent
// no longer carry `invoice`: the link is the InvoicePayment, listed by its payment, with the invoice
// expanded so one call answers its billing reason, amount and subscription (with that subscription's
// metadata: our payment_id for a first period or a plan change).
import { Effect, Option } from "effect"
import type Stripe from "stripe"

import { call, customerId } from "./calls.ts"

/** What billing reads of a subscription invoice a charge paid. */
export interface PaidInvoice {
  readonly id: string
  /** subscription_create, subscription_update (a plan change), subscription_cycle (a renewal); null when not expanded. */
  readonly billingReason: string | null
  readonly subscription: string | null
  readonly metadata: Record<string, string>
  readonly amountPaid: number | null
  readonly currency: string | null
  readonly url: string | null
  /** When the invoice was made (seconds): a renewal's is the start of the period it paid for; null when not expanded. */
  readonly created: number | null
}

const toPaidInvoice = (invoice: string | Stripe.Invoice | Stripe.DeletedInvoice): PaidInvoice => {
  if (typeof invoice === "string" || "deleted" in invoice) {
    return {
      id: typeof invoice === "string" ? invoice : invoice.id,
      billingReason: null,
      subscription: null,
      metadata: {},
      amountPaid: null,
      currency: null,
      url: null,
      created: null
    }
  }
  const details = invoice.parent?.subscription_details ?? null
  return {
    id: invoice.id,
    billingReason: invoice.billing_reason ?? null,
    subscription: customerId(details?.subscription ?? null),
    metadata: (details?.metadata ?? {}) as Record<string, string>,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    url: invoice.hosted_invoice_url ?? null,
    created: invoice.created
  }
}

export const makeInvoicePaymentCalls = (stripe: Stripe) => {
  /** The invoice the PaymentIntent paid; None for a PaymentIntent of no invoice (a one-off charge). */
  const invoiceOfPaymentIntent = (paymentIntent: string) =>
    call("listInvoicePayments", () =>
      stripe.invoicePayments.list({
        payment: { type: "payment_intent", payment_intent: paymentIntent },
        expand: ["data.invoice"],
        limit: 1
      })
    ).pipe(Effect.map((list) => Option.map(Option.fromNullable(list.data[0]), (payment) => toPaidInvoice(payment.invoice))))

  /** An invoice as billing reads it, and whether it is paid (only then is amount_paid what was charged). */
  const retrieveInvoice = (id: string) =>
    call("retrieveInvoice", () => stripe.invoices.retrieve(id)).pipe(
      Effect.map((invoice) => ({ ...toPaidInvoice(invoice), paid: invoice.status === "paid" }))
    )

  return { invoiceOfPaymentIntent, retrieveInvoice } as const
}
