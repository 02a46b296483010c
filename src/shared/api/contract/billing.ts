// Billing (spec 2 sections 3, 4, 5 and 7): credit packs, coupons, payment methods, payments and the
// price arithmetic. The server computes every price with these functions; the browser uses the same
// ones only to display what the server will charge.
import { Schema } from "effect"

/** The default credit plan (spec 1 section 9): 1 credit for 50 (whole currency units). */
export const CREDIT_BASE_AMOUNT = 50

/** A credit pack (GET /plans/credits). amount is in whole currency units (50 = $50). */
export const CreditPack = Schema.Struct({
  id: Schema.Number,
  credit: Schema.Number,
  amount: Schema.Number,
  saving: Schema.NullOr(Schema.String)
})
export type CreditPack = typeof CreditPack.Type

/**
 * The price of `credits` credits in whole currency units: the pack's amount when a pack has exactly that
 * many credits, else the per-credit base amount times the credits (spec 2 section 5).
 */
export const creditAmount = (credits: number, packs: ReadonlyArray<Pick<CreditPack, "credit" | "amount">>): number =>
  packs.find((pack) => pack.credit === credits)?.amount ?? CREDIT_BASE_AMOUNT * credits

/** Amounts travel in cents (x100, spec 2 section 5). */
export const toCents = (amount: number): number => Math.round(amount * 100)

/** A coupon as the payment provider knows it. amount_off is in cents; percent_off is 0 to 100. */
export const Coupon = Schema.Struct({
  id: Schema.String,
  name: Schema.NullOr(Schema.String),
  amount_off: Schema.NullOr(Schema.Number),
  percent_off: Schema.NullOr(Schema.Number),
  currency: Schema.NullOr(Schema.String)
})
export type Coupon = typeof Coupon.Type

/**
 * The discounted price in cents (spec 2 section 5): price minus amount_off, or minus percent_off percent;
 * never below zero; free plans (price 0) stay 0. Rounded to whole cents.
 */
export const discountedPrice = (priceCents: number, coupon: Pick<Coupon, "amount_off" | "percent_off"> | null): number => {
  if (priceCents <= 0) return 0
  if (coupon === null) return Math.round(priceCents)
  const off = coupon.amount_off !== null ? coupon.amount_off : coupon.percent_off !== null ? (priceCents * coupon.percent_off) / 100 : 0
  return Math.max(0, Math.round(priceCents - off))
}

/** A saved card of the agency (the provider's payment method). */
export const PaymentMethod = Schema.Struct({
  id: Schema.String,
  brand: Schema.String,
  last4: Schema.String,
  exp_month: Schema.Number,
  exp_year: Schema.Number,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
  /** The card plan payments use. */
  is_default: Schema.Boolean
})
export type PaymentMethod = typeof PaymentMethod.Type

/** The billing form (spec 2 section 5): Name on Card, Email, Country or Region (ISO 3166-1 alpha-2). */
export const BillingDetails = Schema.Struct({
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "The name on card field is required." })),
  email: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "The email field is required." }),
    Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => "The email must be a valid email address." })
  ),
  country: Schema.String.pipe(Schema.pattern(/^[A-Z]{2}$/, { message: () => "The country field is required." }))
})
export type BillingDetails = typeof BillingDetails.Type

export const PaymentKind = Schema.Literal("credits", "plan")
export const PaymentStatus = Schema.Literal("pending", "succeeded", "failed")
export type PaymentStatus = typeof PaymentStatus.Type

/** A payment the agency started: credits, or a plan for the agency or one of its portals. */
export const Payment = Schema.Struct({
  id: Schema.Number,
  agency_id: Schema.Number,
  kind: PaymentKind,
  status: PaymentStatus,
  /** Charged amount in cents, as the server computed it. */
  amount: Schema.Number,
  currency: Schema.String,
  credit: Schema.NullOr(Schema.Number),
  plan_id: Schema.NullOr(Schema.Number),
  portal_id: Schema.NullOr(Schema.Number),
  coupon: Schema.NullOr(Schema.String),
  /** Why it failed (the provider's message), else null. */
  message: Schema.NullOr(Schema.String),
  created_at: Schema.String
})
export type Payment = typeof Payment.Type

/** A credit purchase started: the browser confirms client_secret with the card. */
export const CreditPaymentIntent = Schema.Struct({
  client_secret: Schema.String,
  payment: Payment
})
export type CreditPaymentIntent = typeof CreditPaymentIntent.Type

/** What a plan costs the agency, computed by the server (pre-plan, and the coupon field). */
export const PlanQuote = Schema.Struct({
  plan_id: Schema.Number,
  plan_name: Schema.String,
  /** Cents. */
  price: Schema.Number,
  /** Cents, after the coupon. */
  final_price: Schema.Number,
  currency: Schema.String,
  currency_symbol: Schema.String,
  interval: Schema.NullOr(Schema.String),
  coupon: Schema.NullOr(Coupon)
})
export type PlanQuote = typeof PlanQuote.Type

/** The plans a portal can be upgraded to (spec 2 section 9): ids 11 pro, 35 core, 40 stack. */
export const UPGRADE_PLAN_IDS = [35, 40, 11] as const
