// Settling one payment, inside the caller's transaction: a success applies its effects (credits, or the
// portal's or agency's plan) unless it already succeeded, an end marks an open payment failed or canceled;
// each is logged. The realtime announcement of a success goes out after the commit.
import { Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { PaymentRepo, type PaymentRow } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo } from "../../db/repos/SubscriptionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { analyticsChannel, Events, paymentChannel, Realtime } from "../../integrations/realtime/index.ts"
import { SubjectType } from "../activity/subjects.ts"
import { portalPlanOf, PRO_LICENCE_PLAN_ID } from "./plans.ts"

export const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })

export const paymentSettlement = Effect.gen(function* () {
  const billing = yield* BillingRepo
  const payments = yield* PaymentRepo
  const subscriptions = yield* SubscriptionRepo
  const activity = yield* ActivityLogRepo
  const transaction = yield* Transaction
  const realtime = yield* Realtime

  /** Inside a transaction: applies a payment's effects unless it already succeeded. */
  const applySuccess = (paymentId: number, providerRef: string | null) =>
    Effect.gen(function* () {
      const updated = yield* payments.markSucceeded(paymentId, providerRef)
      if (Option.isNone(updated)) return Option.none<PaymentRow>()
      const payment = updated.value
      const properties: Record<string, unknown> = {
        payment_id: payment.id,
        kind: payment.kind,
        amount: payment.amount,
        currency: payment.currency
      }
      if (payment.kind === "credits" && payment.credit !== null) {
        properties["credits"] = payment.credit
        // Credits bought settle the agency's credit debt (what refunds and disputes took back beyond
        // the unspent ones) first; the rest is added.
        const balance = yield* billing.giveCredits(payment.agency_id, payment.credit)
        properties["credit_limit"] = balance.credit_limit
        properties["credit_debt"] = balance.credit_debt
      } else if (payment.plan_id !== null) {
        properties["plan_id"] = payment.plan_id
        const subscription =
          providerRef?.startsWith("sub_") === true
            ? providerRef
            : payment.provider_ref?.startsWith("sub_") === true
              ? payment.provider_ref
              : null
        if (subscription !== null) {
          yield* subscriptions.record({ agencyId: payment.agency_id, portalId: payment.portal_id, subscription, planId: payment.plan_id })
          properties["subscription"] = subscription
        } else {
          // A one-off plan replaces the portal's (or agency's) subscription: it must not renew any more.
          const replaced = yield* subscriptions.replaceLive(payment.agency_id, payment.portal_id)
          if (replaced.length > 0) properties["subscriptions_ended"] = replaced.map((row) => row.provider_subscription_id)
        }
        if (payment.portal_id !== null) {
          const plan = portalPlanOf(payment.plan_id)
          if (plan !== null) yield* billing.setPortalPlan(payment.portal_id, plan)
          properties["portal_id"] = payment.portal_id
          properties["portal_plan"] = plan
        } else {
          // A plan change keeps the licences the agency has; only a new PRO purchase adds one.
          const licences = payment.plan_id === PRO_LICENCE_PLAN_ID && payment.reason === "purchase" ? 1 : 0
          yield* billing.setAgencyPlan(payment.agency_id, payment.plan_id, licences, subscription)
          properties["portals_added"] = licences
        }
      }
      yield* activity.record({
        event: "payment.succeeded",
        causer: payment.user_id === null ? null : { id: payment.user_id, type: SubjectType.User },
        subject: agencyRef(payment.agency_id),
        properties
      })
      return Option.some(payment)
    })

  /** After commit: the agency's browsers refresh credits and plans; a hiccup does not undo the payment. */
  const announce = (payment: PaymentRow) =>
    Effect.gen(function* () {
      // Only the user who paid learns of the upgrade on their channel; a payment without one has no audience.
      if (payment.kind === "plan" && payment.portal_id !== null && payment.user_id !== null) {
        yield* realtime.trigger(analyticsChannel(payment.user_id), Events.coreUpgradeComplete, {
          user_id: payment.user_id,
          portal_id: payment.portal_id
        })
      }
      yield* realtime.trigger(paymentChannel(payment.agency_id), Events.paymentSucceeded, { agency_id: payment.agency_id })
    }).pipe(Effect.catchAll((error) => Effect.logWarning("payment announcement was not published", error)))

  /** A payment that needs no charge (a 100% coupon on a one-off plan) succeeds at once. */
  const succeedWithoutCharge = (paymentId: number) =>
    Effect.gen(function* () {
      const applied = yield* transaction.run(applySuccess(paymentId, null))
      if (Option.isSome(applied)) yield* announce(applied.value)
    })

  /** Inside a transaction: an open payment ends failed or canceled, logged; a settled one stays. */
  const applyEnd = (paymentId: number, status: "failed" | "canceled", message: string) =>
    Effect.gen(function* () {
      const marked = yield* payments.markEnded(paymentId, status, message)
      if (Option.isSome(marked)) {
        yield* activity.record({
          event: `payment.${status}`,
          causer: marked.value.user_id === null ? null : { id: marked.value.user_id, type: SubjectType.User },
          subject: agencyRef(marked.value.agency_id),
          properties: { payment_id: marked.value.id, kind: marked.value.kind, message }
        })
      }
      return marked
    })

  return { applySuccess, announce, succeedWithoutCharge, applyEnd } as const
})
