// Paying for credits and plans (spec 2 sections 2, 4, 5 and 7). Any member of the agency (or a super
// admin) may buy credits, and the payment records who paid (DESIGN.md); plans and cards are for its
// agency admins or a super admin; a suspended agency cannot pay. The server prices everything from the
// credit packs and the plans table (the browser's amount is ignored), records a pending payment with its
// activity-log entry, and asks the provider to charge; the credits or the plan follow when the
// provider's webhook confirms, or when reconciliation finds it paid (PaymentFulfilment).
//
// Never charged twice: a checkout is decided inside a transaction that locks the agency row, so
// concurrent requests take turns. The same Idempotency-Key answers the same payment; without one, an
// open credit checkout of the same credits is answered again (its PaymentIntent is still unconfirmed),
// and a second plan checkout for the same portal (or the agency's own plan) is refused with 409.
import { Effect, Option } from "effect"
import {
  type BillingStanding,
  type Coupon,
  creditAmount,
  discountedPrice,
  type Payment,
  toCents
} from "../../../src/shared/api/contract/billing.ts"
import type {
  CouponPayload,
  CreditPaymentPayload,
  HistoryParams,
  PaymentMethodPayload,
  PlanListParams,
  PlanPaymentPayload,
  PortalUpgradePayload,
  PrePlanPayload
} from "../../../src/shared/api/contract/billing-api.ts"
import { Conflict, Forbidden, NotFound, ServerError, Unprocessable } from "../../../src/shared/api/contract/errors.ts"
import type { Plan } from "../../../src/shared/api/contract/plan.ts"
import type { User } from "../../../src/shared/api/contract/user.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { type NewPayment, PaymentRepo, toPayment } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo } from "../../db/repos/SubscriptionRepo.ts"
import { INVALID_COUPON, Payments } from "../../integrations/payments/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { BillingCheckout } from "./Checkout.ts"
import { PaymentFulfilment } from "./PaymentFulfilment.ts"
import { PaymentReconciler } from "./PaymentReconciler.ts"
import { isOneOff, isUpgradePlan, quoteFor } from "./plans.ts"
import { providerAnswer, providerRead } from "./provider-answers.ts"

export const INVALID_PLAN = "The selected plan is invalid."
export const FREE_PLAN = "The free plan needs no payment."
export const NOT_SUBSCRIBABLE = "This plan cannot be subscribed to."
export const INVALID_PAYMENT_METHOD = "The selected payment method is invalid."
export const COUPON_NOT_VALID = "The coupon is no longer valid."
export const PAYMENT_METHOD_NOT_FOUND = "The payment method was not found."
export const NOT_ONE_OFF = "The plan must be a one-off plan: subscribe to this plan instead."
export const CHECKOUT_IN_PROGRESS = "A payment for this is already in progress."
/** A checkout older than this is not another request in flight (the SDK's timeout is 20 s, one retry). */
const STALE_CHECKOUT_MS = 60_000
export const ALREADY_ON_PLAN = "The portal is already on this plan."

const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })

interface PlanPurchase {
  readonly agencyId: number
  readonly planId: number
  readonly portalId: number | null
  readonly paymentMethod: string
  readonly coupon: string | null
  readonly idempotencyKey: string | null
}

export class Billing extends Effect.Service<Billing>()("server/domain/Billing", {
  effect: Effect.gen(function*() {
    const billing = yield* BillingRepo
    const rows = yield* PaymentRepo
    const subscriptions = yield* SubscriptionRepo
    const payments = yield* Payments
    const reconciler = yield* PaymentReconciler
    const fulfilment = yield* PaymentFulfilment
    const activity = yield* ActivityLogRepo
    const { payerOf, memberOf, buyerOf, customerFor, checkout, failPayment, currentPayment } = yield* BillingCheckout

    const activePlan = (planId: number) =>
      Effect.gen(function*() {
        const plan = yield* billing.plan(planId)
        if (Option.isNone(plan)) return yield* new NotFound({ message: NOT_FOUND })
        if (plan.value.status !== 1) return yield* new Unprocessable({ message: INVALID_PLAN })
        return plan.value
      })

    /** A portal of the agency that an upgrade plan may be bought for. */
    const portalOf = (agencyId: number, portalId: number, plan: Plan) =>
      Effect.gen(function*() {
        const portal = yield* billing.portalAgency(portalId)
        if (Option.isNone(portal)) return yield* new NotFound({ message: NOT_FOUND })
        if (portal.value.agency_id !== agencyId) return yield* new Forbidden({ message: FORBIDDEN })
        if (!isUpgradePlan(plan.id)) return yield* new Unprocessable({ message: INVALID_PLAN })
        return portal.value
      })

    /** The coupon by its code: 404 unknown, 422 expired or used up. */
    const couponOf = (code: string) =>
      Effect.gen(function*() {
        const found = yield* payments.retrieveCoupon(code)
        if (!found.valid) return yield* new Unprocessable({ message: COUPON_NOT_VALID })
        return found.coupon
      }).pipe(providerAnswer(INVALID_COUPON))

    const optionalCoupon = (code: string | null | undefined): Effect.Effect<Coupon | null, NotFound | Unprocessable | ServerError> =>
      code === null || code === undefined || code === "" ? Effect.succeed(null) : couponOf(code)

    const listPlans = (params: PlanListParams) =>
      Effect.gen(function*() {
        const limit = params.limit ?? 100
        const page = params.page ?? 1
        const { rows, total } = yield* billing.listPlans({
          agencyPlan: params.agency_plan === undefined ? null : params.agency_plan === "1" ? 1 : 0,
          limit,
          offset: (page - 1) * limit
        })
        return { data: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total }
      })

    const creditPacks = billing.creditPacks

    const setupIntent = (user: User, agencyId: number) =>
      Effect.gen(function*() {
        const agency = yield* payerOf(user, agencyId, true)
        const customer = yield* customerFor(agency)
        const intent = yield* payments.createSetupIntent(customer).pipe(providerRead(NOT_FOUND))
        return { client_secret: intent.client_secret }
      })

    /**
     * Credits priced by the server: the pack's amount, or the base amount per credit (in cents). A retry
     * of the same checkout (its key, or the same credits while the intent is unconfirmed) answers the
     * same PaymentIntent; its provider idempotency key is our payment id, so even two requests that
     * both reach the provider for one payment create one intent.
     */
    const creditPaymentIntent = (user: User, agencyId: number, payload: CreditPaymentPayload, key: string | null = null) =>
      Effect.gen(function*() {
        const agency = yield* buyerOf(user, agencyId)
        const amount = toCents(creditAmount(payload.credit, yield* billing.creditPacks))
        const customer = yield* customerFor(agency)
        const wanted: NewPayment = {
          agency_id: agency.id,
          user_id: user.id,
          kind: "credits",
          amount,
          currency: payments.currency,
          credit: payload.credit,
          plan_id: null,
          portal_id: null,
          coupon: null,
          description: payload.options?.description ?? `${payload.credit} ${payload.credit === 1 ? "credit" : "credits"} for ${agency.name}`
        }
        let found = yield* checkout(user, wanted, key, rows.openCredits(agency.id, payload.credit))
        if (found.found === "open" && found.payment.client_secret !== null) {
          // Only an intent nobody confirmed yet may be handed out again: one the provider already
          // charged (or declined) is settled here, and this checkout starts a payment of its own.
          const settled = yield* reconciler.reconcile(found.payment)
          if (settled.status !== "pending") found = yield* checkout(user, wanted, key, Effect.succeed(Option.none()))
        }
        const payment = found.payment
        if (payment.client_secret !== null) return { client_secret: payment.client_secret, payment: toPayment(payment, true) }
        const intent = yield* payments.createCreditPaymentIntent({
          customer,
          amountCents: payment.amount,
          credit: payment.credit ?? payload.credit,
          agencyId: agency.id,
          paymentId: payment.id,
          description: payment.description ?? wanted.description ?? ""
        }).pipe(
          // A reused payment is not this request's to fail: the first request (or the sweep) settles it.
          Effect.catchAll((error) => found.found === "new" ? failPayment(user, payment.id, agency.id)(error) : Effect.fail(error)),
          providerAnswer(NOT_FOUND)
        )
        const stored = yield* rows.setProviderObject(payment.id, intent.id, intent.client_secret)
        return { client_secret: stored.client_secret ?? intent.client_secret, payment: toPayment(stored, true) }
      })

    /**
     * Saves a card the browser confirmed (its SetupIntent already attached it) with the billing details
     * of the form and makes it the agency's default; for a card saved before, only its details change.
     */
    const addPaymentMethod = (user: User, payload: PaymentMethodPayload) =>
      Effect.gen(function*() {
        const agency = yield* payerOf(user, payload.agency, true)
        const customer = yield* customerFor(agency)
        const owner = yield* payments.paymentMethodOwner(payload.payment_method).pipe(providerRead(PAYMENT_METHOD_NOT_FOUND))
        // A card saved by another customer is not this agency's to touch.
        if (owner !== null && owner !== customer) return yield* new Forbidden({ message: FORBIDDEN })
        // A card saved before only gets new billing details; a new one (or one re-added) becomes the default.
        const edit = owner === customer && (yield* billing.cardSavedBefore(agencyRef(agency.id), payload.payment_method))
        const method = yield* payments.attachPaymentMethod(customer, payload.payment_method, payload.billing, !edit).pipe(providerAnswer(PAYMENT_METHOD_NOT_FOUND))
        yield* activity.record({
          event: edit ? "payment-method.updated" : "payment-method.added",
          causer: userRef(user.id),
          subject: agencyRef(agency.id),
          properties: { payment_method: method.id, brand: method.brand, last4: method.last4, country: method.country }
        })
        return method
      })

    const paymentMethods = (user: User, agencyId: number) =>
      Effect.gen(function*() {
        yield* payerOf(user, agencyId, false)
        const customer = yield* billing.customerOf(agencyId)
        if (Option.isNone(customer)) return []
        return yield* payments.listPaymentMethods(customer.value).pipe(providerRead(NOT_FOUND))
      })

    const deletePaymentMethod = (user: User, agencyId: number, paymentMethodId: string) =>
      Effect.gen(function*() {
        yield* payerOf(user, agencyId, false)
        const customer = yield* billing.customerOf(agencyId)
        if (Option.isNone(customer)) return yield* new NotFound({ message: PAYMENT_METHOD_NOT_FOUND })
        const owner = yield* payments.paymentMethodOwner(paymentMethodId).pipe(providerRead(PAYMENT_METHOD_NOT_FOUND))
        if (owner !== customer.value) return yield* new NotFound({ message: PAYMENT_METHOD_NOT_FOUND })
        yield* payments.detachPaymentMethod(paymentMethodId).pipe(providerRead(PAYMENT_METHOD_NOT_FOUND))
        yield* activity.record({ event: "payment-method.removed", causer: userRef(user.id), subject: agencyRef(agencyId), properties: { payment_method: paymentMethodId } })
        return { message: "The payment method was deleted." }
      })

    /** A plan for the agency or one of its portals, charged once or subscribed as `mode` (or the plan) says. */
    const buyPlan = (user: User, purchase: PlanPurchase, mode: "charge" | "subscribe" | "auto") =>
      Effect.gen(function*() {
        const agency = yield* payerOf(user, purchase.agencyId, true)
        const plan = yield* activePlan(purchase.planId)
        if (purchase.portalId !== null) yield* portalOf(agency.id, purchase.portalId, plan)
        if (plan.type === "free" || plan.price <= 0) return yield* new Unprocessable({ message: FREE_PLAN })
        // PUT /billings/charge is for one-off plans only: charging a subscription plan once would sell a
        // month of it without the subscription that renews or ends it.
        if (mode === "charge" && !isOneOff(plan)) return yield* new Unprocessable({ message: NOT_ONE_OFF })
        const oneOff = mode === "auto" ? isOneOff(plan) : mode === "charge"
        if (!oneOff && plan.stripe_plan_id === null) return yield* new Unprocessable({ message: NOT_SUBSCRIBABLE })
        const coupon = yield* optionalCoupon(purchase.coupon)
        // A portal (or agency) already subscribed changes the plan of that subscription: one per portal.
        const live = oneOff ? Option.none() : yield* subscriptions.live(agency.id, purchase.portalId)
        const currentPlan = Option.isSome(live) ? Option.getOrNull(yield* billing.plan(live.value.plan_id)) : null
        if (Option.isSome(live) && live.value.plan_id === plan.id) return yield* new Unprocessable({ message: ALREADY_ON_PLAN })
        const upgrade = currentPlan === null || plan.price > currentPlan.price
        // A plan change records at most the difference for a whole period (a downgrade: nothing now);
        // the provider prorates the unused time, and its invoice is the exact receipt.
        const amount = currentPlan === null ? discountedPrice(plan.price, coupon) : upgrade ? Math.max(0, discountedPrice(plan.price, coupon) - currentPlan.price) : 0
        const customer = yield* customerFor(agency)
        const owner = yield* payments.paymentMethodOwner(purchase.paymentMethod).pipe(
          Effect.catchTag("PaymentResourceMissing", () => Effect.succeed(null)),
          providerAnswer(NOT_FOUND)
        )
        if (owner !== customer) return yield* new Unprocessable({ message: INVALID_PAYMENT_METHOD })

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
          if (Date.now() - new Date(found.payment.created_at).getTime() < STALE_CHECKOUT_MS) return yield* new Conflict({ message: CHECKOUT_IN_PROGRESS })
          const settled = yield* reconciler.reconcile(found.payment)
          if (settled.status === "pending" || settled.status === "requires_action") return yield* new Conflict({ message: CHECKOUT_IN_PROGRESS })
          found = yield* checkout(user, wanted, purchase.idempotencyKey, openPlan)
          if (found.found === "open") return yield* new Conflict({ message: CHECKOUT_IN_PROGRESS })
        }
        // The same key again: the payment as it stands, no new provider call.
        if (found.found === "key") return toPayment(found.payment, true)
        const payment = found.payment
        const metadata = { kind: "plan" as const, agency_id: agency.id, payment_id: payment.id, plan_id: plan.id, portal_id: purchase.portalId }
        if (oneOff && amount === 0) {
          // Nothing to charge (a 100% coupon): the plan applies now, as the webhook would apply it.
          yield* fulfilment.succeedWithoutCharge(payment.id)
          return yield* currentPayment(payment.id)
        }
        if (oneOff) {
          const intent = yield* payments.chargeOnce({ customer, paymentMethod: purchase.paymentMethod, amountCents: amount, description: `${plan.name} plan`, metadata }).pipe(
            Effect.catchAll(failPayment(user, payment.id, agency.id)),
            providerAnswer(NOT_FOUND)
          )
          const stored = yield* rows.setProviderObject(payment.id, intent.id, intent.clientSecret)
          // requires_action: the answer carries the client secret so the browser completes 3-D Secure.
          yield* fulfilment.applyIntent(stored, intent)
          return yield* currentPayment(payment.id)
        }
        if (Option.isSome(live)) {
          const changed = yield* payments.changeSubscriptionPlan({
            subscription: live.value.provider_subscription_id,
            price: plan.stripe_plan_id!,
            coupon: coupon?.id ?? null,
            upgrade,
            metadata
          }).pipe(Effect.catchAll(failPayment(user, payment.id, agency.id)), providerAnswer(NOT_FOUND))
          yield* fulfilment.applySubscription(payment, changed)
          return yield* currentPayment(payment.id)
        }
        const started = yield* payments.subscribe({ customer, paymentMethod: purchase.paymentMethod, price: plan.stripe_plan_id!, coupon: coupon?.id ?? null, metadata }).pipe(
          Effect.catchAll(failPayment(user, payment.id, agency.id)),
          providerAnswer(NOT_FOUND)
        )
        const stored = yield* rows.setProviderObject(payment.id, started.id, started.clientSecret)
        if (started.status === "incomplete" && started.clientSecret !== null) {
          // The first invoice asks the payer to authenticate: the answer carries the secret to do it with.
          yield* fulfilment.applyIntent(stored, { id: started.id, status: "requires_action", clientSecret: started.clientSecret, metadata: {}, errorMessage: null, amount })
        }
        // The webhook may already have confirmed it: answer the payment as it stands now.
        return yield* currentPayment(payment.id)
      })

    const charge = (user: User, payload: PlanPaymentPayload, key: string | null = null) =>
      buyPlan(user, { agencyId: payload.agency, planId: payload.plan, portalId: payload.portal ?? null, paymentMethod: payload.payment, coupon: payload.coupon ?? null, idempotencyKey: key }, "charge")

    const subscribe = (user: User, payload: PlanPaymentPayload, key: string | null = null) =>
      buyPlan(user, { agencyId: payload.agency, planId: payload.plan, portalId: payload.portal ?? null, paymentMethod: payload.payment, coupon: payload.coupon ?? null, idempotencyKey: key }, "subscribe")

    const upgradePortal = (user: User, agencyId: number, payload: PortalUpgradePayload, key: string | null = null) =>
      buyPlan(user, { agencyId, planId: payload.plan, portalId: payload.portal_id, paymentMethod: payload.payment, coupon: payload.coupon ?? null, idempotencyKey: key }, "auto")

    const applyCoupon = (_user: User, payload: CouponPayload) =>
      Effect.gen(function*() {
        const coupon = yield* couponOf(payload.coupon)
        const quote = payload.plan === undefined ? null : quoteFor(yield* activePlan(payload.plan), coupon)
        return { coupon, quote }
      })

    const prePlan = (user: User, payload: PrePlanPayload) =>
      Effect.gen(function*() {
        const agency = yield* payerOf(user, payload.agency_id, false)
        const plan = yield* activePlan(payload.plan)
        if (payload.portal_id !== undefined && payload.portal_id !== null) yield* portalOf(agency.id, payload.portal_id, plan)
        return quoteFor(plan, yield* optionalCoupon(payload.coupon))
      })

    /**
     * The payment for members of its agency. An open one is first checked with the provider, so a
     * payment whose webhook never came (the server was killed) settles as soon as anyone looks.
     */
    const paymentStatus = (user: User, paymentId: number) =>
      Effect.gen(function*() {
        const payment = yield* rows.byId(paymentId)
        if (Option.isNone(payment)) return yield* new NotFound({ message: NOT_FOUND })
        yield* memberOf(user, payment.value.agency_id)
        const current = yield* reconciler.reconcile(payment.value)
        return toPayment(current, true) satisfies Payment
      })

    /** The agency's payments for its members (GET /billings/history). */
    const history = (user: User, params: HistoryParams) =>
      Effect.gen(function*() {
        yield* memberOf(user, params.agency)
        const limit = params.limit ?? 25
        const page = params.page ?? 1
        const { rows: data, total } = yield* rows.history(params.agency, { limit, offset: (page - 1) * limit })
        return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total }
      })

    /** What the agency's members are told about its billing: past-due or cancelled subscriptions in grace, and the credit debt. */
    const standing = (user: User, agencyId: number) =>
      Effect.gen(function*() {
        yield* memberOf(user, agencyId)
        const alerts = yield* subscriptions.alerts(agencyId)
        return {
          agency_id: agencyId,
          alerts: alerts.map((alert) => ({ ...alert, grace_ends_at: new Date(alert.grace_ends_at).toISOString() })),
          credit_debt: yield* billing.creditDebt(agencyId)
        } satisfies BillingStanding
      })

    return {
      history,
      standing,
      listPlans,
      creditPacks,
      setupIntent,
      creditPaymentIntent,
      addPaymentMethod,
      paymentMethods,
      deletePaymentMethod,
      charge,
      subscribe,
      upgradePortal,
      applyCoupon,
      prePlan,
      paymentStatus
    } as const
  })
}) {}

