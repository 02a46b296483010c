// Billing calls (spec 2 section 7, spec 1 section 7), base /agency/api/v2. Every price is computed on
// the server (billing.ts); an amount the browser sends is ignored. Any member of the agency (or a super
// admin) may buy credits, and the payment records who paid; plans and cards are for its agency admins
// (or a super admin); members of other agencies get 403.
//
// Group "plans" (any logged-in user):
//   GET    /plans?limit=&page=&agency_plan=   active plans, id asc; limit at most 100 (default 100)
//          &status=all|0|1                    1 is the default; all (every plan) and 0 (inactive ones) are
//                                             for super admins only (403 otherwise): the Plans drawer
//   GET    /plans/credits                     the credit packs, credit asc
// Group "billing":
//   GET    /billings/setup-intent/{agencyId}    a SetupIntent for adding a card: data.client_secret
//   POST   /billings/payment-intent/{agencyId}  { amount, credit, options: { description } }: a PaymentIntent
//                                               for `credit` credits priced by the server; answers
//                                               data.client_secret and the pending payment. The credits
//                                               are added when the provider's webhook says it succeeded.
//   POST   /billings/payment-methods          { payment_method, billing, agency }: attaches the card the
//                                             browser confirmed (SetupIntent) and makes it the default;
//                                             with an existing card id it updates that card's billing details;
//                                             the same card saved again (same provider fingerprint and expiry)
//                                             stays one card; Idempotency-Key (one per save attempt) is optional
//   GET    /billings/payment-methods?agency=  the agency's cards, default first
//   DELETE /billings/payment-methods/{id}?agency=  detaches the card
//   PUT    /billings/charge                   { plan, payment, coupon?, agency, portal? }: a one-off (fixed)
//                                             plan, charged to the saved card `payment` at once
//   PUT    /billings/subscribe                { plan, payment, coupon?, agency, portal? }: a subscription plan
//   POST   /coupons/apply                     { coupon, plan? }: the coupon (404 unknown, 422 not valid);
//                                             with plan, also the server's quote for it
//   POST   /agencies/payment/{agencyId}       { portal_id, plan, payment, coupon? }: upgrades the portal to the
//                                             plan (ids 11 pro, 35 core, 40 stack) by subscribe or charge,
//                                             whichever the plan's type needs
//   GET    /agencies/payment/{paymentId}/status  the payment (pending until the webhook lands)
//   POST   /agencies/upgrade/pre-plan         { agency_id, plan, portal_id?, coupon? }: the quote
// Charges answer the pending payment; the plan changes when the webhook confirms it, and then
// core_upgrade.complete (analytics channel, user_id and portal_id) fires for a portal upgrade and
// payment.succeeded (sr.payment, agency_id) for every successful payment. A declined card answers 422
// with the provider's message and changes nothing.
//
// POST /agency/api/v2/billings/webhook is outside this contract: it reads the raw body to verify the
// provider's signature (server/http/billing).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { BillingDetails, BillingStanding, Coupon, CreditPack, CreditPaymentIntent, Payment, PaymentMethod, PlanQuote } from "./billing.ts"
import { Data, Id, LastPageList, Message, PositiveIntFromString, Text, TextSize, TrimmedText } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { Plan } from "./plan.ts"
import { Authentication } from "./security.ts"

const required = (field: string) => ({ message: () => `The ${field} field is required.` })

export const PlanListParams = Schema.Struct({
  page: Schema.optional(PositiveIntFromString),
  limit: Schema.optional(
    PositiveIntFromString.pipe(Schema.lessThanOrEqualTo(100, { message: () => "The limit may not be greater than 100." }))
  ),
  agency_plan: Schema.optional(Schema.Literal("0", "1")),
  status: Schema.optional(Schema.Literal("all", "0", "1"))
})
export type PlanListParams = typeof PlanListParams.Type

export class PlansApi extends HttpApiGroup.make("plans")
  .add(
    HttpApiEndpoint.get("list", "/plans")
      .setUrlParams(PlanListParams)
      .addSuccess(Data(LastPageList(Plan)))
      .addError(Forbidden)
      .annotate(OpenApi.Description, "Active plans, id ascending (limit at most 100).")
  )
  .add(
    HttpApiEndpoint.get("credits", "/plans/credits")
      .addSuccess(Data(Schema.Array(CreditPack)))
      .annotate(OpenApi.Description, "The credit packs, fewest credits first.")
  )
  .middleware(Authentication)
  .prefix("/agency/api/v2")
  .annotate(OpenApi.Title, "Plans") {}

const AgencyIdPath = Schema.Struct({ agencyId: PositiveIntFromString })

/**
 * One key per checkout attempt, made by the browser when the user presses Pay (or Upgrade) and sent
 * again with every retry of that attempt: the same key answers the same payment and never charges twice.
 * A request without it is still guarded by "one open checkout per agency and item".
 */
const IDEMPOTENCY_KEY_INVALID = "The Idempotency-Key header must be 8 to 128 letters, digits, '-' or '_'."
export const IdempotencyKey = Schema.String.pipe(
  Schema.maxLength(128, { message: () => IDEMPOTENCY_KEY_INVALID }),
  Schema.pattern(/^[A-Za-z0-9_-]{8,128}$/, { message: () => IDEMPOTENCY_KEY_INVALID })
)
export const CheckoutHeaders = Schema.Struct({ "idempotency-key": Schema.optional(IdempotencyKey) })
export type CheckoutHeaders = typeof CheckoutHeaders.Type

export const HistoryParams = Schema.Struct({
  agency: PositiveIntFromString,
  page: Schema.optional(PositiveIntFromString),
  limit: Schema.optional(
    PositiveIntFromString.pipe(Schema.lessThanOrEqualTo(100, { message: () => "The limit may not be greater than 100." }))
  )
})
export type HistoryParams = typeof HistoryParams.Type
const PaymentIdPath = Schema.Struct({ paymentId: PositiveIntFromString })
/**
 * A provider payment method id (pm_ and letters, digits or '_', as Stripe's ids and test tokens are):
 * anything else is refused here with 422 naming the field, never sent to the provider.
 */
export const PaymentMethodId = (field: string) =>
  Schema.String.pipe(
    Schema.minLength(1, required(field)),
    Schema.maxLength(255, { message: () => `The ${field} may not be greater than 255 characters.` }),
    Schema.pattern(/^pm_[A-Za-z0-9_]+$/, { message: () => `The ${field} must be a card id (pm_ followed by letters and digits).` })
  )
const MethodIdPath = Schema.Struct({ id: PaymentMethodId("payment method") })
export const AgencyParam = Schema.Struct({ agency: PositiveIntFromString })

export const CreditPaymentPayload = Schema.Struct({
  /** Ignored: the server prices the credits. Accepted so the spec's payload passes. */
  amount: Schema.optional(Schema.Number.pipe(Schema.finite())),
  credit: Schema.Number.pipe(
    Schema.int({ message: () => "The credit must be an integer." }),
    Schema.between(1, 1000, { message: () => "The credit must be between 1 and 1000." })
  ),
  options: Schema.optional(Schema.Struct({ description: Schema.optional(Text(TextSize.name)) }))
})
export type CreditPaymentPayload = typeof CreditPaymentPayload.Type

export const PaymentMethodPayload = Schema.Struct({
  payment_method: PaymentMethodId("payment method"),
  billing: BillingDetails,
  agency: Id
})
export type PaymentMethodPayload = typeof PaymentMethodPayload.Type

/** A coupon code: letters, digits, '-' and '_' (empty means none); anything else is 422, never a provider call. */
const CouponCode = TrimmedText(64, "The coupon may not be greater than 64 characters.").pipe(
  Schema.pattern(/^[A-Za-z0-9_-]*$/, { message: () => "The coupon may only contain letters, digits, '-' and '_'." })
)

export const PlanPaymentPayload = Schema.Struct({
  plan: Id,
  /** The saved card (payment method id) to charge. */
  payment: PaymentMethodId("payment"),
  coupon: Schema.optional(Schema.NullOr(CouponCode)),
  agency: Id,
  portal: Schema.optional(Schema.NullOr(Id))
})
export type PlanPaymentPayload = typeof PlanPaymentPayload.Type

export const CouponPayload = Schema.Struct({
  coupon: CouponCode.pipe(Schema.minLength(1, required("coupon"))),
  plan: Schema.optional(Id)
})
export type CouponPayload = typeof CouponPayload.Type

export const AppliedCoupon = Schema.Struct({ coupon: Coupon, quote: Schema.NullOr(PlanQuote) })
export type AppliedCoupon = typeof AppliedCoupon.Type

export const PortalUpgradePayload = Schema.Struct({
  portal_id: Id,
  plan: Id,
  payment: PaymentMethodId("payment"),
  coupon: Schema.optional(Schema.NullOr(CouponCode))
})
export type PortalUpgradePayload = typeof PortalUpgradePayload.Type

export const PrePlanPayload = Schema.Struct({
  agency_id: Id,
  plan: Id,
  portal_id: Schema.optional(Schema.NullOr(Id)),
  coupon: Schema.optional(Schema.NullOr(CouponCode))
})
export type PrePlanPayload = typeof PrePlanPayload.Type

export class BillingApi extends HttpApiGroup.make("billing")
  .add(
    HttpApiEndpoint.get("setupIntent", "/billings/setup-intent/:agencyId")
      .setPath(AgencyIdPath)
      .addSuccess(Data(Schema.Struct({ client_secret: Schema.String })))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("paymentIntent", "/billings/payment-intent/:agencyId")
      .setPath(AgencyIdPath)
      .setHeaders(CheckoutHeaders)
      .setPayload(CreditPaymentPayload)
      .addSuccess(Data(CreditPaymentIntent))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.post("addPaymentMethod", "/billings/payment-methods")
      .setHeaders(CheckoutHeaders)
      .setPayload(PaymentMethodPayload)
      .addSuccess(Data(PaymentMethod))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.get("paymentMethods", "/billings/payment-methods")
      .setUrlParams(AgencyParam)
      .addSuccess(Data(Schema.Array(PaymentMethod)))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.del("deletePaymentMethod", "/billings/payment-methods/:id")
      .setPath(MethodIdPath)
      .setUrlParams(AgencyParam)
      .addSuccess(Message)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.put("charge", "/billings/charge")
      .setHeaders(CheckoutHeaders)
      .setPayload(PlanPaymentPayload)
      .addSuccess(Data(Payment))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      // Another checkout of the same plan for the same portal (or agency) is still open.
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("subscribe", "/billings/subscribe")
      .setHeaders(CheckoutHeaders)
      .setPayload(PlanPaymentPayload)
      .addSuccess(Data(Payment))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      // Another checkout of the same plan for the same portal (or agency) is still open.
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.post("applyCoupon", "/coupons/apply")
      .setPayload(CouponPayload)
      .addSuccess(Data(AppliedCoupon))
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.post("upgradePortal", "/agencies/payment/:agencyId")
      .setPath(AgencyIdPath)
      .setHeaders(CheckoutHeaders)
      .setPayload(PortalUpgradePayload)
      .addSuccess(Data(Payment))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      // Another checkout of the same plan for the same portal (or agency) is still open.
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.get("paymentStatus", "/agencies/payment/:paymentId/status")
      .setPath(PaymentIdPath)
      .addSuccess(Data(Payment))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("history", "/billings/history")
      .setUrlParams(HistoryParams)
      .addSuccess(Data(LastPageList(Payment)))
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "The agency's payments, newest first: purchases, renewals, plan changes, refunds, with receipts.")
  )
  .add(
    HttpApiEndpoint.get("standing", "/billings/standing")
      .setUrlParams(AgencyParam)
      .addSuccess(Data(BillingStanding))
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "Past-due subscriptions with their grace period, and the credit debt.")
  )
  .add(
    HttpApiEndpoint.post("prePlan", "/agencies/upgrade/pre-plan")
      .setPayload(PrePlanPayload)
      .addSuccess(Data(PlanQuote))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .middleware(Authentication)
  .prefix("/agency/api/v2")
  .annotate(OpenApi.Title, "Billing") {}
