// Subscriptions and their invoices as Stripe's API shows them (moved out of subscriptions.ts so that each file has one job).
import { invoiceDefaults, subscriptionDefaults } from "./billing-defaults.ts"
import { type CouponRow, priceJson, type PriceRow } from "./catalogue.ts"
import { pendingUpdateOf, periodEnd, type SubscriptionRow } from "./subscription-rows.ts"

const pendingUpdateJson = (row: SubscriptionRow) => {
  const pending = pendingUpdateOf(row)
  if (pending === null) return null
  return {
    billing_cycle_anchor: null,
    expires_at: pending.expires_at,
    subscription_items: [
      {
        id: `si_${row.id.slice(4)}`,
        object: "subscription_item",
        price: pending.price_json,
        quantity: 1,
        current_period_start: row.current_period_start,
        current_period_end: periodEnd(row)
      }
    ],
    trial_end: null,
    trial_from_plan: null
  }
}

/** The id of the discount a subscription's coupon makes: one per subscription and coupon. */
const discountIdOf = (row: SubscriptionRow) => `di_${row.id.slice(4)}_${row.coupon ?? ""}`

/** The subscription's Discount as Stripe expands it (expand[]=discounts): the coupon applied, from its start. */
export const discountJson = (row: SubscriptionRow, coupon: CouponRow) => ({
  id: discountIdOf(row),
  object: "discount",
  checkout_session: null,
  customer: row.customer,
  customer_account: null,
  end: null,
  invoice: null,
  invoice_item: null,
  promotion_code: null,
  source: { coupon: coupon.id, type: "coupon" },
  start: row.created,
  subscription: row.id,
  subscription_item: null
})

export const subscriptionJson = (row: SubscriptionRow, price: PriceRow, coupon: CouponRow | undefined) => ({
  ...subscriptionDefaults,
  id: row.id,
  object: "subscription",
  billing_cycle_anchor: row.created,
  // Current API versions set cancel_at for cancel_at_period_end too.
  cancel_at: row.cancel_at_period_end ? periodEnd(row) : null,
  cancellation_details: { comment: null, feedback: null, reason: row.status === "canceled" ? "cancellation_requested" : null },
  status: row.status,
  cancel_at_period_end: row.cancel_at_period_end,
  customer: row.customer,
  metadata: row.metadata,
  default_payment_method: row.default_payment_method,
  items: {
    object: "list",
    data: [
      {
        id: `si_${row.id.slice(4)}`,
        object: "subscription_item",
        price: priceJson(price),
        quantity: 1,
        current_period_start: row.current_period_start,
        current_period_end: periodEnd(row)
      }
    ],
    has_more: false
  },
  // Discount ids, as Stripe answers them unless asked to expand[]=discounts (discountJson).
  discounts: coupon === undefined ? [] : [discountIdOf(row)],
  latest_invoice: row.latest_invoice,
  pending_update: pendingUpdateJson(row),
  // Canceled at once (DELETE, or the Dashboard's cancel): it ended when it was canceled.
  canceled_at: row.canceled_at,
  ended_at: row.status === "canceled" ? row.canceled_at : null,
  currency: price.currency,
  created: row.created,
  start_date: row.created,
  livemode: false
})

export interface InvoiceFields {
  readonly id: string
  readonly customer: string
  readonly subscription: string
  readonly subtotal: number
  readonly amountPaid: number
  readonly currency: string
  readonly created: number
  readonly billingReason?: string
  /** "paid" unless given: an invoice whose charge declined stays "open", owing amountDue. */
  readonly status?: "paid" | "open" | "void"
  readonly amountDue?: number
  readonly attemptCount?: number
  /** The customer's name and email when the invoice was finalized, as Stripe copies them. */
  readonly customerName?: string | null
  readonly customerEmail?: string | null
  /** The coupon's discount on the subtotal, in cents, with the subscription's discount it came from. */
  readonly discount?: { readonly id: string; readonly amount: number } | undefined
  /** The customer's balance before this invoice (negative: credit), and after it. */
  readonly startingBalance?: number
  readonly endingBalance?: number
  /** The sandbox's hosted invoice page (a finalized invoice has one, as at Stripe). */
  readonly hostedInvoiceUrl?: string | null
}

export const invoiceJson = (invoice: InvoiceFields, price: PriceRow, metadata: Record<string, string>) => ({
  ...invoiceDefaults,
  id: invoice.id,
  object: "invoice",
  customer: invoice.customer,
  // Top-level `subscription` as in older API versions; `parent` as in current ones, whose
  // subscription_details (with the subscription's metadata) the app reads.
  subscription: invoice.subscription,
  parent: { type: "subscription_details", subscription_details: { subscription: invoice.subscription, metadata } },
  billing_reason: invoice.billingReason ?? "subscription_create",
  customer_email: invoice.customerEmail ?? null,
  customer_name: invoice.customerName ?? null,
  discounts: invoice.discount === undefined || invoice.discount.amount === 0 ? [] : [invoice.discount.id],
  total_discount_amounts:
    invoice.discount === undefined || invoice.discount.amount === 0
      ? []
      : [{ amount: invoice.discount.amount, discount: invoice.discount.id }],
  starting_balance: invoice.startingBalance ?? 0,
  ending_balance: invoice.endingBalance ?? 0,
  // Stripe numbers a customer's invoices with a prefix; the sandbox's prefix comes from the invoice id.
  number: `${invoice.id.slice(3, 11).toUpperCase()}-0001`,
  hosted_invoice_url: invoice.hostedInvoiceUrl ?? null,
  // A subscription's first invoice and a plan change's cover the moment they were made.
  period_start: invoice.created,
  period_end: invoice.created,
  subtotal: invoice.subtotal,
  total: invoice.amountDue ?? invoice.amountPaid,
  amount_due: invoice.amountDue ?? invoice.amountPaid,
  amount_paid: invoice.amountPaid,
  amount_remaining: (invoice.amountDue ?? invoice.amountPaid) - invoice.amountPaid,
  attempt_count: invoice.attemptCount ?? 1,
  attempted: true,
  currency: invoice.currency,
  status: invoice.status ?? "paid",
  // Charged automatically at once: a paid invoice is no longer advanced; an open one (declined) is retried.
  auto_advance: invoice.status === "open",
  // A subscription's first invoice (and a pending update's) is not retried: the customer pays it on session.
  next_payment_attempt:
    invoice.status === "open" && invoice.billingReason === "subscription_cycle" ? invoice.created + 3 * 24 * 3600 : null,
  effective_at: invoice.created,
  status_transitions: {
    finalized_at: invoice.created,
    marked_uncollectible_at: null,
    paid_at: invoice.status === "open" || invoice.status === "void" ? null : invoice.created,
    voided_at: invoice.status === "void" ? invoice.created : null
  },
  subtotal_excluding_tax: invoice.subtotal,
  total_excluding_tax: invoice.amountDue ?? invoice.amountPaid,
  webhooks_delivered_at: invoice.created,
  lines: {
    object: "list",
    data: [
      {
        id: `il_${invoice.id.slice(3)}`,
        object: "line_item",
        amount: invoice.subtotal,
        currency: invoice.currency,
        quantity: 1,
        pricing: { price_details: { price: price.id, product: price.product } },
        price: priceJson(price)
      }
    ],
    has_more: false
  },
  created: invoice.created,
  livemode: false
})
