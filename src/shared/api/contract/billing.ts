// Billing (spec 2 sections 3, 4, 5 and 7): credit packs, coupons, payment methods, payments and the
// price arithmetic. The server computes every price with these functions; the browser uses the same
// ones only to display what the server will charge.
import { Schema } from "effect"

import { emailPattern, TrimmedText } from "./common.ts"

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
  name: TrimmedText(255, "The name on card may not be greater than 255 characters.").pipe(
    Schema.nonEmptyString({ message: () => "The name on card field is required." })
  ),
  email: TrimmedText(255, "The email may not be greater than 255 characters.").pipe(
    Schema.nonEmptyString({ message: () => "The email field is required." }),
    emailPattern()
  ),
  country: Schema.String.pipe(
    Schema.maxLength(2, { message: () => "The country field is required." }),
    Schema.pattern(/^[A-Z]{2}$/, { message: () => "The country field is required." })
  )
})
export type BillingDetails = typeof BillingDetails.Type

export const PaymentKind = Schema.Literal("credits", "plan")
/**
 * pending: started, the provider has not confirmed it; requires_action: the card asks the payer to
 * authenticate (3-D Secure) in the browser with `client_secret`; succeeded; failed (declined, or
 * interrupted before any charge); canceled: abandoned before any charge; refunded / partially_refunded:
 * money went back (credits taken back as far as unspent); disputed: the payer's bank opened a dispute.
 */
export const PaymentStatus = Schema.Literal(
  "pending",
  "requires_action",
  "succeeded",
  "failed",
  "canceled",
  "refunded",
  "partially_refunded",
  "disputed"
)
export type PaymentStatus = typeof PaymentStatus.Type
/** Why money moved: a purchase the user made, a subscription's renewal, or a plan change's proration. */
export const PaymentReason = Schema.Literal("purchase", "renewal", "plan_change")
export type PaymentReason = typeof PaymentReason.Type

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
  created_at: Schema.String,
  /** Who started it (null for renewals and for deleted users). */
  user_id: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
  user_name: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  reason: Schema.optionalWith(PaymentReason, { default: () => "purchase" as const }),
  /** Cents given back by refunds (and lost disputes). */
  amount_refunded: Schema.optionalWith(Schema.Number, { default: () => 0 }),
  /** Only while status is requires_action, and only to the payer: Stripe.js completes 3-D Secure with it. */
  client_secret: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  /** The provider's receipt (one-off charges) or invoice page (subscriptions), when it has one. */
  receipt_url: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  plan_name: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  portal_name: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null })
})
export type Payment = typeof Payment.Type

/**
 * What the agency's members are told about its billing: a subscription whose renewal failed (or that
 * the provider cancelled) keeps its plan until grace_ends_at, then the portal (or the agency) moves to
 * the Free plan; credit_debt is what refunds and lost disputes took back beyond the unspent credits.
 */
export const BillingAlert = Schema.Struct({
  kind: Schema.Literal("payment_failed", "subscription_canceled"),
  portal_id: Schema.NullOr(Schema.Number),
  portal_name: Schema.NullOr(Schema.String),
  plan_name: Schema.String,
  grace_ends_at: Schema.String
})
export type BillingAlert = typeof BillingAlert.Type

export const BillingStanding = Schema.Struct({
  agency_id: Schema.Number,
  alerts: Schema.Array(BillingAlert),
  credit_debt: Schema.Number
})
export type BillingStanding = typeof BillingStanding.Type

/** A credit plan option of Buy Credits (spec 2 section 3): a pack, its saving and whether it is preselected. */
export const CreditPlanOption = Schema.Struct({
  credit: Schema.Number,
  /** Whole currency units, as the pack says (1 credit: 50). */
  amount: Schema.Number,
  saving: Schema.NullOr(Schema.String),
  is_selected: Schema.Boolean
})
export type CreditPlanOption = typeof CreditPlanOption.Type

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
