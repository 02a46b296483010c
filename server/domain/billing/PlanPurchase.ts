// Buying a plan for the agency or one of its portals (spec 2 sections 4, 5 and 7): a one-off plan is
// charged once on the saved card, a subscription plan subscribed; a portal (or agency) already
// subscribed changes the plan of that one subscription instead of starting another. Only an agency
// admin of the agency or a super admin may; PUT /billings/charge sells one-off plans only. The card is
// charged while the payer is present, so 3-D Secure can ask (requires_action, with the client secret).
import { Effect, Option } from "effect"

import { type Coupon, discountedPrice } from "#contract/billing.ts"
import type { PlanPaymentPayload, PortalUpgradePayload } from "#contract/billing-api.ts"
import { Conflict, Forbidden, NotFound, ServerError, Unprocessable } from "#contract/errors.ts"
import type { Plan } from "#contract/plan.ts"
import type { User } from "#contract/user.ts"

import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { type NewPayment, PaymentRepo, toPayment } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo } from "../../db/repos/SubscriptionRepo.ts"
import { INVALID_COUPON, Payments } from "../../integrations/payments/index.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { BillingCheckout } from "./Checkout.ts"
import { PaymentFulfilment } from "./PaymentFulfilment.ts"
import { PaymentReconciler } from "./PaymentReconciler.ts"
import { isOneOff, isUpgradePlan } from "./plans.ts"
import { providerAnswer } from "./provider-answers.ts"

export const INVALID_PLAN = "The selected plan is invalid."
export const FREE_PLAN = "The free plan needs no payment."
export const NOT_SUBSCRIBABLE = "This plan cannot be subscribed to."
export const INVALID_PAYMENT_METHOD = "The selected payment method is invalid."
export const COUPON_NOT_VALID = "The coupon is no longer valid."
export const NOT_ONE_OFF = "The plan must be a one-off plan: subscribe to this plan instead."
export const CHECKOUT_IN_PROGRESS = "A payment for this is already in progress."
/** A checkout older than this is not another request in flight (the SDK's timeout is 20 s, one retry). */
const STALE_CHECKOUT_MS = 60_000
export const ALREADY_ON_PLAN = "The portal is already on this plan."

interface PlanOrder {
  readonly agencyId: number
  readonly planId: number
  readonly portalId: number | null
  readonly paymentMethod: string
  readonly coupon: string | null
  readonly idempotencyKey: string | null
}
export class PlanPurchase extends Effect.Service<PlanPurchase>()("server/domain/PlanPurchase", {
  effect: Effect.gen(function* () {
    const billing = yield* BillingRepo
    const rows = yield* PaymentRepo
    const subscriptions = yield* SubscriptionRepo
    const payments = yield* Payments
    const reconciler = yield* PaymentReconciler
    const fulfilment = yield* PaymentFulfilment
    const { payerOf, customerFor, checkout, repeated, failPayment, currentPayment } = yield* BillingCheckout

    const activePlan = (planId: number) =>
      Effect.gen(function* () {
        const plan = yield* billing.plan(planId)
        if (Option.isNone(plan)) return yield* new NotFound({ message: NOT_FOUND })
        if (plan.value.status !== 1) return yield* Unprocessable.field("plan", INVALID_PLAN)
        return plan.value
      })

    /** A portal of the agency that an upgrade plan may be bought for. */
    const portalOf = (agencyId: number, portalId: number, plan: Plan) =>
      Effect.gen(function* () {
        const portal = yield* billing.portalAgency(portalId)
        if (Option.isNone(portal)) return yield* new NotFound({ message: NOT_FOUND })
        if (portal.value.agency_id !== agencyId) return yield* new Forbidden({ message: FORBIDDEN })
        if (!isUpgradePlan(plan.id)) return yield* Unprocessable.field("plan", INVALID_PLAN)
        return portal.value
      })

    /** The coupon by its code: 404 unknown, 422 expired or used up. */
    const couponOf = (code: string) =>
      Effect.gen(function* () {
        const found = yield* payments.retrieveCoupon(code)
        if (!found.valid) return yield* Unprocessable.field("coupon", COUPON_NOT_VALID)
        return found.coupon
      }).pipe(providerAnswer(INVALID_COUPON, "coupon"))

    const optionalCoupon = (code: string | null | undefined): Effect.Effect<Coupon | null, NotFound | Unprocessable | ServerError> =>
      code === null || code === undefined || code === "" ? Effect.succeed(null) : couponOf(code)

    /** A plan for the agency or one of its portals, charged once or subscribed as `mode` (or the plan) says. */
    const buyPlan = (user: User, purchase: PlanOrder, mode: "charge" | "subscribe" | "auto") =>
      Effect.gen(function* () {
        const agency = yield* payerOf(user, purchase.agencyId, true)
        const plan = yield* activePlan(purchase.planId)
        if (purchase.portalId !== null) yield* portalOf(agency.id, purchase.portalId, plan)
        // The same attempt again: its payment as it stands, even once the plan it bought applies.
        const again = yield* repeated(agency.id, purchase.idempotencyKey, {
          kind: "plan",
          credit: null,
          plan_id: plan.id,
          portal_id: purchase.portalId,
          user_id: user.id
        })
        if (Option.isSome(again)) return toPayment(again.value, true)
        if (plan.type === "free" || plan.price <= 0) return yield* Unprocessable.field("plan", FREE_PLAN)
        // PUT /billings/charge is for one-off plans only: charging a subscription plan once would sell a
        // month of it without the subscription that renews or ends it.
        if (mode === "charge" && !isOneOff(plan)) return yield* Unprocessable.field("plan", NOT_ONE_OFF)
        const oneOff = mode === "auto" ? isOneOff(plan) : mode === "charge"
        if (!oneOff && plan.stripe_plan_id === null) return yield* Unprocessable.field("plan", NOT_SUBSCRIBABLE)
        const coupon = yield* optionalCoupon(purchase.coupon)
        // A portal (or agency) already subscribed changes the plan of that subscription: one per portal.
        const live = oneOff ? Option.none() : yield* subscriptions.live(agency.id, purchase.portalId)
        const currentPlan = Option.isSome(live) ? Option.getOrNull(yield* billing.plan(live.value.plan_id)) : null
        if (Option.isSome(live) && live.value.plan_id === plan.id) return yield* Unprocessable.field("plan", ALREADY_ON_PLAN)
        const upgrade = currentPlan === null || plan.price > currentPlan.price
        // A plan change records at most the difference for a whole period (a downgrade: nothing now);
        // the provider prorates the unused time, and its invoice is the exact receipt.
        const amount =
          currentPlan === null
            ? discountedPrice(plan.price, coupon)
            : upgrade
              ? Math.max(0, discountedPrice(plan.price, coupon) - currentPlan.price)
              : 0
        const customer = yield* customerFor(agency)
        const owner = yield* payments.paymentMethodOwner(purchase.paymentMethod).pipe(
          Effect.catchTag("PaymentResourceMissing", () => Effect.succeed(null)),
          providerAnswer(NOT_FOUND)
        )
        if (owner !== customer) return yield* Unprocessable.field("payment", INVALID_PAYMENT_METHOD)

        const wanted: NewPayment = {
          agency_id: agency.id,
          user_id: user.id,
          kind: "plan",
          amount,
          currency: payments.currency,
          credit: null,
          plan_id: plan.id,
          portal_id: purchase.portalId,
          coupon: coupon?.id ?? null,
          description: `${plan.name} plan`,
          reason: Option.isSome(live) ? "plan_change" : "purchase"
        }
        const openPlan = rows.openPlan(agency.id, purchase.portalId)
        let found = yield* checkout(user, wanted, purchase.idempotencyKey, openPlan)
        if (found.found === "open") {
          // An open plan checkout left by a crash (older than a request takes) is settled from the
          // provider first; a recent one is another request still talking to the provider: 409.
          if (Date.now() - new Date(found.payment.created_at).getTime() < STALE_CHECKOUT_MS)
            return yield* new Conflict({ message: CHECKOUT_IN_PROGRESS })
          const settled = yield* reconciler.reconcile(found.payment)
          if (settled.status === "pending" || settled.status === "requires_action")
            return yield* new Conflict({ message: CHECKOUT_IN_PROGRESS })
          found = yield* checkout(user, wanted, purchase.idempotencyKey, openPlan)
          if (found.found === "open") return yield* new Conflict({ message: CHECKOUT_IN_PROGRESS })
        }
        // The same key again: the payment as it stands, no new provider call.
        if (found.found === "key") return toPayment(found.payment, true)
        const payment = found.payment
        const metadata = {
          kind: "plan" as const,
          agency_id: agency.id,
          payment_id: payment.id,
          plan_id: plan.id,
          portal_id: purchase.portalId
        }
        if (oneOff && amount === 0) {
          // Nothing to charge (a 100% coupon): the plan applies now, as the webhook would apply it.
          yield* fulfilment.succeedWithoutCharge(payment.id)
          return yield* currentPayment(payment.id)
        }
        if (oneOff) {
          const intent = yield* payments
            .chargeOnce({
              customer,
              paymentMethod: purchase.paymentMethod,
              amountCents: amount,
              description: `${plan.name} plan`,
              metadata
            })
            .pipe(Effect.catchAll(failPayment(user, payment.id, agency.id)), providerAnswer(NOT_FOUND))
          const stored = yield* rows.setProviderObject(payment.id, intent.id, intent.clientSecret)
          // requires_action: the answer carries the client secret so the browser completes 3-D Secure.
          yield* fulfilment.applyIntent(stored, intent)
          return yield* currentPayment(payment.id)
        }
        if (Option.isSome(live)) {
          const changed = yield* payments
            .changeSubscriptionPlan({
              subscription: live.value.provider_subscription_id,
              price: plan.stripe_plan_id!,
              coupon: coupon?.id ?? null,
              paymentMethod: purchase.paymentMethod,
              upgrade,
              metadata
            })
            .pipe(Effect.catchAll(failPayment(user, payment.id, agency.id)), providerAnswer(NOT_FOUND))
          // Waiting on its invoice (pending_if_incomplete): requires_action carries the secret the browser
          // authenticates with; a decline fails the payment with the card's message, the plan unchanged.
          // The subscription stays the purchase's provider object: reconciliation finds the change through
          // the live subscription (its pending update, or our payment id in its metadata once applied).
          // Paid at once: the payment holds the proration invoice's exact figure, whichever of this answer and
          // its invoice.paid settles it first (the recorded amount was an estimate).
          if (changed.invoice !== null) yield* rows.setInvoice(payment.id, changed.invoice.amountPaid, changed.invoice.url)
          yield* fulfilment.applySubscription(payment, changed)
          return yield* currentPayment(payment.id)
        }
        const started = yield* payments
          .subscribe({ customer, paymentMethod: purchase.paymentMethod, price: plan.stripe_plan_id!, coupon: coupon?.id ?? null, metadata })
          .pipe(Effect.catchAll(failPayment(user, payment.id, agency.id)), providerAnswer(NOT_FOUND))
        const stored = yield* rows.setProviderObject(payment.id, started.id, started.clientSecret)
        // Paid at once: its invoice.paid may find the payment already settled by this answer, so the
        // invoice's page (the receipt) is recorded here too.
        if (started.invoice !== null) yield* rows.setInvoice(payment.id, started.invoice.amountPaid, started.invoice.url)
        // The first invoice asks the payer to authenticate: the answer carries the secret to do it with.
        // Declined: the payment fails with the card's message and the incomplete subscription is
        // cancelled at once, so no subscription is left waiting to expire.
        yield* fulfilment.applySubscription(stored, started)
        if (started.status === "incomplete" && started.intent?.status === "requires_payment_method") {
          yield* payments
            .cancelSubscription(started.id)
            .pipe(
              Effect.catchAll((error) =>
                Effect.logWarning(`subscription ${started.id}: the declined subscription was not cancelled`, error)
              )
            )
        }
        // The webhook may already have confirmed it: answer the payment as it stands now.
        return yield* currentPayment(payment.id)
      })

    const charge = (user: User, payload: PlanPaymentPayload, key: string | null = null) =>
      buyPlan(
        user,
        {
          agencyId: payload.agency,
          planId: payload.plan,
          portalId: payload.portal ?? null,
          paymentMethod: payload.payment,
          coupon: payload.coupon ?? null,
          idempotencyKey: key
        },
        "charge"
      )

    const subscribe = (user: User, payload: PlanPaymentPayload, key: string | null = null) =>
      buyPlan(
        user,
        {
          agencyId: payload.agency,
          planId: payload.plan,
          portalId: payload.portal ?? null,
          paymentMethod: payload.payment,
          coupon: payload.coupon ?? null,
          idempotencyKey: key
        },
        "subscribe"
      )

    const upgradePortal = (user: User, agencyId: number, payload: PortalUpgradePayload, key: string | null = null) =>
      buyPlan(
        user,
        {
          agencyId,
          planId: payload.plan,
          portalId: payload.portal_id,
          paymentMethod: payload.payment,
          coupon: payload.coupon ?? null,
          idempotencyKey: key
        },
        "auto"
      )
    return { activePlan, portalOf, couponOf, optionalCoupon, charge, subscribe, upgradePortal } as const
  })
}) {}
