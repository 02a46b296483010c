// What a refund or dispute of a subscription's plan payment does to the plan (moved out of
// PaymentAdjustments so that each file has one job): refunded in full or disputed, the subscription ends at once, its portal
// (or the agency) is on Free, a PRO licence's portal slot is taken back and the subscription is cancelled
// at the provider after the commit (the sweep retries it); a dispute won gives the plan back as a
// cancelled subscription in its grace period. A renewal of an earlier period (not the current one, whether a
// later renewal or a plan change came after it) refunded in full takes back that period only: the current plan stays.
import { Config, Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import type { PaymentRow } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo, type SubscriptionRow } from "../../db/repos/SubscriptionRepo.ts"
import { type PaidInvoice, Payments } from "../../integrations/payments/index.ts"
import { SubjectType } from "../activity/subjects.ts"
import { FREE_PLAN_ID, portalPlanOf, PRO_LICENCE_PLAN_ID } from "./plans.ts"

const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })

/** A renewal's invoice may be made a little after its period starts; a day apart is another period. */
const RENEWAL_SLACK_SECONDS = 24 * 3600

export const GraceDays = Config.integer("BILLING_GRACE_DAYS").pipe(Config.withDefault(7))

export class PlanReversals extends Effect.Service<PlanReversals>()("server/domain/PlanReversals", {
  effect: Effect.gen(function* () {
    const billing = yield* BillingRepo
    const subscriptions = yield* SubscriptionRepo
    const activity = yield* ActivityLogRepo
    const payments = yield* Payments
    const graceDays = yield* GraceDays.pipe(Effect.orDie)

    /**
     * Inside the transaction: a subscription whose plan payment was refunded in full (or disputed) ends
     * now, by that payment; its portal (or the agency) is on Free, a PRO licence's slot is taken back.
     * Answers the row to cancel at the provider after the commit, if it is still live there.
     */
    const endSubscription = (payment: PaymentRow, subscription: string, cause: "refunded" | "disputed") =>
      Effect.gen(function* () {
        const ended = yield* subscriptions.endByPayment(subscription, payment.id)
        if (Option.isNone(ended)) return Option.none<SubscriptionRow>()
        const row = ended.value
        if (row.portal_id !== null) yield* billing.setPortalPlan(row.portal_id, "free")
        else yield* billing.setAgencyPlan(row.agency_id, FREE_PLAN_ID, 0, null)
        const licence = row.portal_id === null && row.plan_id === PRO_LICENCE_PLAN_ID
        const portalsAvailable = licence ? yield* subscriptions.takePortalSlot(row.agency_id) : undefined
        yield* activity.record({
          event: "subscription.ended",
          causer: null,
          subject: agencyRef(row.agency_id),
          properties: {
            subscription,
            portal_id: row.portal_id,
            plan_id: row.plan_id,
            payment_id: payment.id,
            cause,
            ...(licence ? { portals_available: portalsAvailable } : {})
          }
        })
        return row.cancel_at_provider ? Option.some<SubscriptionRow>(row) : Option.none<SubscriptionRow>()
      })

    /** After the commit: the ended subscriptions cancelled at the provider; a failure is left to the sweep. */
    const cancelAtProvider = (ended: ReadonlyArray<SubscriptionRow>) =>
      Effect.forEach(
        ended,
        (row) =>
          payments.cancelSubscription(row.provider_subscription_id).pipe(
            Effect.catchTag("PaymentResourceMissing", () => Effect.void),
            Effect.zipRight(subscriptions.cancelledAtProvider(row.id)),
            Effect.catchAll((error) =>
              Effect.logWarning(`subscription ${row.provider_subscription_id} was not cancelled at the provider; the sweep retries`, error)
            )
          ),
        { discard: true }
      )

    /** The subscription of a plan payment found through its invoice. */
    const subscriptionOfPayment = (payment: PaymentRow, invoice: Option.Option<PaidInvoice>) =>
      payment.kind !== "plan" || Option.isNone(invoice)
        ? null
        : (invoice.value.subscription ?? ((payment.provider_ref ?? "").startsWith("sub_") ? payment.provider_ref : null))

    /** Inside the transaction: a dispute won gives back the plan its dispute ended (as a cancelled subscription in grace). */
    const restorePlan = (payment: PaymentRow) =>
      Effect.gen(function* () {
        const restored = yield* subscriptions.restoreEndedBy(payment.id, graceDays)
        if (Option.isNone(restored)) return
        const row = restored.value
        if (row.portal_id !== null) {
          const plan = portalPlanOf(row.plan_id)
          if (plan !== null) yield* billing.setPortalPlan(row.portal_id, plan)
        } else {
          yield* billing.setAgencyPlan(row.agency_id, row.plan_id, row.plan_id === PRO_LICENCE_PLAN_ID ? 1 : 0, null)
        }
        yield* activity.record({
          event: "subscription.restored",
          causer: null,
          subject: agencyRef(row.agency_id),
          properties: {
            subscription: row.provider_subscription_id,
            portal_id: row.portal_id,
            plan_id: row.plan_id,
            payment_id: payment.id,
            grace_days: graceDays
          }
        })
      })

    /**
     * Before the transaction: whether the charge paid a renewal of an earlier period, not the subscription's
     * current one (whatever came after it: a later renewal, or a plan change within the current period). Its
     * refund takes back that period only: the plan of the current period stays. A renewal's invoice is made when
     * its period starts, so one made a day or more before the current period began paid an earlier period. A
     * provider that cannot answer fails the delivery (as reading the charge's invoice does), which the provider
     * sends again.
     */
    const earlierRenewal = (invoice: Option.Option<PaidInvoice>) =>
      Effect.gen(function* () {
        if (
          Option.isNone(invoice) ||
          invoice.value.billingReason !== "subscription_cycle" ||
          invoice.value.subscription === null ||
          invoice.value.created === null
        )
          return false
        const periodStart = yield* payments.currentPeriodStart(invoice.value.subscription).pipe(
          // A subscription the provider no longer has renews nothing after this invoice.
          Effect.catchTag("PaymentResourceMissing", () => Effect.succeed(null)),
          Effect.orDie
        )
        return periodStart !== null && invoice.value.created <= periodStart - RENEWAL_SLACK_SECONDS
      })

    return { cancelAtProvider, endSubscription, restorePlan, subscriptionOfPayment, earlierRenewal } as const
  })
}) {}
