// Paying for credits and plans (spec 2 sections 2, 4, 5 and 7). Any member of the agency (or a super
// admin) may buy credits, and the payment records who paid: a checkout is only ever handed to the member
// who started it (another member gets one of their own), so its payer is whoever confirms its card; plans and cards are for its
// agency admins or a super admin; a suspended agency cannot pay. The server prices everything from the
// credit packs and the plans table (the browser's amount is ignored), records a pending payment with its
// activity-log entry, and asks the provider to charge; the credits or the plan follow when the
// provider's webhook confirms, or when reconciliation finds it paid (PaymentFulfilment).
//
// Never charged twice: a checkout is decided inside a transaction that locks the agency row, so
// concurrent requests take turns. The same Idempotency-Key answers the same payment; without one, the
// member's own open credit checkout of the same credits is answered again (its PaymentIntent is still unconfirmed),
// and a second plan checkout for the same portal (or the agency's own plan) is refused with 409.
import { Effect, Option } from "effect"

import { type BillingStanding, creditAmount, type Payment, toCents } from "#contract/billing.ts"
import type { CouponPayload, CreditPaymentPayload, HistoryParams, PlanListParams, PrePlanPayload } from "#contract/billing-api.ts"
import { Forbidden, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { type NewPayment, PaymentRepo, toPayment } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo } from "../../db/repos/SubscriptionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Payments } from "../../integrations/payments/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { mayAdministerAgency } from "../policy/Policy.ts"
import { makeCardSaving, PAYMENT_METHOD_NOT_FOUND } from "./CardSaving.ts"
import { BillingCheckout } from "./Checkout.ts"
import { PaymentReconciler } from "./PaymentReconciler.ts"
import { PlanPurchase } from "./PlanPurchase.ts"
import { quoteFor } from "./plans.ts"
import { providerAnswer, providerRead } from "./provider-answers.ts"

export { PAYMENT_METHOD_NOT_FOUND }

const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })

export class Billing extends Effect.Service<Billing>()("server/domain/Billing", {
  effect: Effect.gen(function* () {
    const billing = yield* BillingRepo
    const rows = yield* PaymentRepo
    const subscriptions = yield* SubscriptionRepo
    const payments = yield* Payments
    const reconciler = yield* PaymentReconciler
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const { payerOf, memberOf, buyerOf, customerFor, checkout, failPayment } = yield* BillingCheckout

    const { addPaymentMethod } = yield* makeCardSaving

    const { activePlan, portalOf, couponOf, optionalCoupon, charge, subscribe, upgradePortal } = yield* PlanPurchase

    const listPlans = (params: PlanListParams) =>
      Effect.gen(function* () {
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
      Effect.gen(function* () {
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
      Effect.gen(function* () {
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
        let found = yield* checkout(user, wanted, key, rows.openCredits(agency.id, payload.credit, user.id))
        if (found.found === "open" && found.payment.client_secret !== null) {
          // Only an intent nobody confirmed yet may be handed out again: one the provider already
          // charged (or declined) is settled here, and this checkout starts a payment of its own.
          const settled = yield* reconciler.reconcile(found.payment)
          if (settled.status !== "pending") found = yield* checkout(user, wanted, key, Effect.succeed(Option.none()))
        }
        const payment = found.payment
        if (payment.client_secret !== null) return { client_secret: payment.client_secret, payment: toPayment(payment, true) }
        const intent = yield* payments
          .createCreditPaymentIntent({
            customer,
            amountCents: payment.amount,
            credit: payment.credit ?? payload.credit,
            agencyId: agency.id,
            paymentId: payment.id,
            description: payment.description ?? wanted.description ?? ""
          })
          .pipe(
            // A reused payment is not this request's to fail: the first request (or the sweep) settles it.
            Effect.catchAll((error) => (found.found === "new" ? failPayment(user, payment.id, agency.id)(error) : Effect.fail(error))),
            providerAnswer(NOT_FOUND)
          )
        const stored = yield* rows.setProviderObject(payment.id, intent.id, intent.client_secret)
        return { client_secret: stored.client_secret ?? intent.client_secret, payment: toPayment(stored, true) }
      })

    const paymentMethods = (user: User, agencyId: number) =>
      Effect.gen(function* () {
        yield* payerOf(user, agencyId, false)
        const customer = yield* billing.customerOf(agencyId)
        if (Option.isNone(customer)) return []
        return yield* payments.listPaymentMethods(customer.value).pipe(providerRead(NOT_FOUND))
      })

    const deletePaymentMethod = (user: User, agencyId: number, paymentMethodId: string) =>
      Effect.gen(function* () {
        yield* payerOf(user, agencyId, false)
        const customer = yield* billing.customerOf(agencyId)
        if (Option.isNone(customer)) return yield* new NotFound({ message: PAYMENT_METHOD_NOT_FOUND })
        const owner = yield* payments.paymentMethodOwner(paymentMethodId).pipe(providerRead(PAYMENT_METHOD_NOT_FOUND))
        if (owner !== customer.value) return yield* new NotFound({ message: PAYMENT_METHOD_NOT_FOUND })
        yield* payments.detachPaymentMethod(paymentMethodId).pipe(providerRead(PAYMENT_METHOD_NOT_FOUND))
        yield* transaction.run(
          Effect.gen(function* () {
            yield* billing.forgetCard(agencyId, paymentMethodId)
            yield* activity.record({
              event: "payment-method.removed",
              causer: userRef(user.id),
              subject: agencyRef(agencyId),
              properties: { payment_method: paymentMethodId }
            })
          })
        )
        return { message: "The payment method was deleted." }
      })

    const applyCoupon = (_user: User, payload: CouponPayload) =>
      Effect.gen(function* () {
        const coupon = yield* couponOf(payload.coupon)
        const quote = payload.plan === undefined ? null : quoteFor(yield* activePlan(payload.plan), coupon)
        return { coupon, quote }
      })

    const prePlan = (user: User, payload: PrePlanPayload) =>
      Effect.gen(function* () {
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
      Effect.gen(function* () {
        const payment = yield* rows.byId(paymentId)
        if (Option.isNone(payment)) return yield* new NotFound({ message: NOT_FOUND })
        yield* memberOf(user, payment.value.agency_id)
        if (!mayAdministerAgency(user, payment.value.agency_id) && payment.value.user_id !== user.id)
          return yield* new Forbidden({ message: FORBIDDEN })
        const current = yield* reconciler.reconcile(payment.value)
        return toPayment(current, true) satisfies Payment
      })

    /**
     * The agency's payments (GET /billings/history): every one for its agency admins and super admins; a plain
     * user sees only their own, and so never who paid for the others.
     */
    const history = (user: User, params: HistoryParams) =>
      Effect.gen(function* () {
        yield* memberOf(user, params.agency)
        const limit = params.limit ?? 25
        const page = params.page ?? 1
        const { rows: data, total } = yield* rows.history(
          params.agency,
          { limit, offset: (page - 1) * limit },
          mayAdministerAgency(user, params.agency) ? null : user.id
        )
        return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total }
      })

    /** What the agency's members are told about its billing: past-due or cancelled subscriptions in grace, and the credit debt. */
    const standing = (user: User, agencyId: number) =>
      Effect.gen(function* () {
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
