// What happens to money after a payment succeeded, from the provider's events, each applied once (its
// event id recorded with its effects): a refund takes back the refunded share of the credits (from the
// unspent ones, the rest becomes the agency's credit_debt) and a fully refunded one-off plan returns its
// portal to Free; a dispute takes the credits back like a refund, a dispute won gives them back, a lost
// one keeps them taken. A charge that succeeded gives its payment the provider's receipt page (not an
// effect on money: set again, it changes nothing). A subscription's renewal is recorded as a payment
// (reason renewal); a failed renewal or a cancellation by the provider raises an alert with a grace
// period, after which the sweep moves the portal (or the agency) to Free. Events may come in any order: a refund of a payment still
// open first settles it (a charge being refunded was paid).
//
// Charges of subscription invoices (first period, plan change, renewal) carry no metadata of ours:
// their payment is found through the invoice the charge's PaymentIntent paid (the InvoicePayment, as
// API versions since 2025-03-31 link them): a renewal by its invoice id (recorded now if the refund
// comes before invoice.paid), a first period or plan change by the payment_id in the subscription's
// metadata. The rule for a subscription's plan payment refunded in full: the same as for a one-off
// plan, the plan ends at once, no grace (the money is back with the customer): the subscription ends
// here, its portal (or the agency) is on Free, a PRO licence's portal slot is taken back, and the
// subscription is cancelled at the provider so it does not renew (after the commit; the sweep retries
// it). A partial refund keeps the plan. A dispute acts like a full refund until it is closed: lost
// keeps it ended; won gives the plan back, but as a cancelled subscription in its grace period (it was
// cancelled at the provider), with the usual alert, so the agency subscribes again before it ends.
import { Effect, Option } from "effect"
import type Stripe from "stripe"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { PaymentRepo, type PaymentRow } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo, type SubscriptionRow } from "../../db/repos/SubscriptionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Payments } from "../../integrations/payments/index.ts"
import { Events, paymentChannel, Realtime } from "../../integrations/realtime/index.ts"
import { SubjectType } from "../activity/subjects.ts"
import { ChargedPayments } from "./ChargedPayments.ts"
import { GraceDays, PlanReversals } from "./PlanReversals.ts"
import { FREE_PLAN_ID, PRO_LICENCE_PLAN_ID } from "./plans.ts"
import { asRecord, idOf, invoiceSubscription } from "./providerObjects.ts"
import type { WebhookOutcome } from "./webhookEvents.ts"

const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0)

export { GraceDays }

export class PaymentAdjustments extends Effect.Service<PaymentAdjustments>()("server/domain/PaymentAdjustments", {
  effect: Effect.gen(function* () {
    const billing = yield* BillingRepo
    const rows = yield* PaymentRepo
    const subscriptions = yield* SubscriptionRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const realtime = yield* Realtime
    const payments = yield* Payments
    const charged = yield* ChargedPayments
    const reversals = yield* PlanReversals
    const graceDays = yield* GraceDays.pipe(Effect.orDie)

    /** After commit: the agency's browsers refresh credits, plans and billing standing. */
    const refresh = (agencyId: number) =>
      realtime
        .trigger(paymentChannel(agencyId), Events.paymentSucceeded, { agency_id: agencyId })
        .pipe(Effect.catchAll((error) => Effect.logWarning("billing refresh was not published", error)))

    /** The event once, its effects and its id in one transaction; then the agency's browsers refresh. */
    const once = (event: Stripe.Event, apply: Effect.Effect<number | null>) =>
      Effect.gen(function* () {
        const agencyId = yield* transaction.run(
          Effect.gen(function* () {
            if (!(yield* billing.recordEvent(event.id, event.type))) return "repeated" as const
            return yield* apply
          })
        )
        if (agencyId === "repeated") return "repeated" as const
        if (agencyId !== null) yield* refresh(agencyId)
        return "applied" as const
      })

    const { invoiceOfCharge, paymentOfCharge, recordRenewal, settled } = charged
    const { cancelAtProvider, earlierRenewal, endSubscription, restorePlan, subscriptionOfPayment } = reversals

    /** The credits that `cents` of the payment stand for (all of them for the whole amount). */
    const creditsFor = (payment: PaymentRow, cents: number) =>
      payment.credit === null || payment.amount <= 0
        ? 0
        : Math.min(payment.credit, Math.round((payment.credit * Math.min(cents, payment.amount)) / payment.amount))

    const record = (payment: PaymentRow, event: string, properties: Record<string, unknown>) =>
      activity.record({
        event,
        causer: null,
        subject: agencyRef(payment.agency_id),
        properties: { payment_id: payment.id, kind: payment.kind, ...properties }
      })

    /** charge.refunded: amount_refunded is the charge's total so far, so a repeated or late event adds nothing. */
    const refunded = (event: Stripe.Event, charge: Record<string, unknown>) =>
      Effect.gen(function* () {
        const invoice = yield* invoiceOfCharge(charge)
        const earlier = yield* earlierRenewal(invoice)
        const toCancel: Array<SubscriptionRow> = []
        const outcome = yield* once(
          event,
          Effect.gen(function* () {
            const found = yield* paymentOfCharge(charge, invoice)
            if (Option.isNone(found)) return null
            const payment = yield* settled(found.value)
            const total = Math.min(payment.amount, num(charge["amount_refunded"]))
            if (total <= payment.amount_refunded) return null
            const take = Math.max(0, creditsFor(payment, total) - (payment.credits_taken - payment.dispute_credits))
            const balance = take > 0 ? yield* billing.takeCredits(payment.agency_id, take) : null
            const status = payment.status === "disputed" ? "disputed" : total >= payment.amount ? "refunded" : "partially_refunded"
            yield* rows.adjust(payment, {
              status,
              amount_refunded: total,
              credits_taken: payment.credits_taken + take,
              dispute_credits: payment.dispute_credits
            })
            yield* record(payment, "payment.refunded", {
              amount_refunded: total,
              credits_taken: take,
              ...(balance ?? {}),
              status,
              ...(earlier ? { period: "earlier" } : {})
            })
            // A refund of an earlier period's renewal takes back that period only, never the current plan.
            if (status !== "refunded" || payment.kind !== "plan" || earlier) return payment.agency_id
            const subscription = subscriptionOfPayment(payment, invoice)
            if (subscription !== null) {
              const ended = yield* endSubscription(payment, subscription, "refunded")
              if (Option.isSome(ended)) toCancel.push(ended.value)
            } else if (Option.isNone(invoice)) {
              // A one-off plan refunded in full is not bought any more: its portal (or the agency) is on Free again.
              if (payment.portal_id !== null) yield* billing.setPortalPlan(payment.portal_id, "free")
              else yield* billing.setAgencyPlan(payment.agency_id, FREE_PLAN_ID, 0, null)
              if (payment.portal_id === null && payment.plan_id === PRO_LICENCE_PLAN_ID && payment.reason === "purchase") {
                const portalsAvailable = yield* subscriptions.takePortalSlot(payment.agency_id)
                yield* record(payment, "payment.licence_taken_back", { portals_available: portalsAvailable })
              }
            }
            return payment.agency_id
          })
        )
        yield* cancelAtProvider(toCancel)
        return outcome
      })

    const disputeCreated = (event: Stripe.Event, dispute: Record<string, unknown>) =>
      Effect.gen(function* () {
        const invoice = yield* invoiceOfCharge(dispute)
        const toCancel: Array<SubscriptionRow> = []
        const outcome = yield* once(
          event,
          Effect.gen(function* () {
            const found = yield* paymentOfCharge(dispute, invoice)
            if (Option.isNone(found) || found.value.status === "disputed") return null
            const payment = yield* settled(found.value)
            const take = Math.max(0, Math.min(creditsFor(payment, num(dispute["amount"])), (payment.credit ?? 0) - payment.credits_taken))
            const balance = take > 0 ? yield* billing.takeCredits(payment.agency_id, take) : null
            yield* rows.adjust(payment, {
              status: "disputed",
              amount_refunded: payment.amount_refunded,
              credits_taken: payment.credits_taken + take,
              dispute_credits: take
            })
            yield* record(payment, "payment.disputed", { dispute: idOf(dispute["id"]), credits_taken: take, ...(balance ?? {}) })
            // A subscription's plan payment disputed: the plan ends as if refunded, until the dispute is won.
            const subscription = payment.amount_refunded < payment.amount ? subscriptionOfPayment(payment, invoice) : null
            if (subscription !== null) {
              const ended = yield* endSubscription(payment, subscription, "disputed")
              if (Option.isSome(ended)) toCancel.push(ended.value)
            }
            return payment.agency_id
          })
        )
        yield* cancelAtProvider(toCancel)
        return outcome
      })

    /** charge.dispute.closed: won gives the dispute's credits (or plan) back; lost keeps them, and the money is gone. */
    const disputeClosed = (event: Stripe.Event, dispute: Record<string, unknown>) =>
      Effect.gen(function* () {
        const invoice = yield* invoiceOfCharge(dispute)
        return yield* once(
          event,
          Effect.gen(function* () {
            const found = yield* paymentOfCharge(dispute, invoice)
            if (Option.isNone(found) || found.value.status !== "disputed") return null
            const payment = found.value
            const won = dispute["status"] === "won" || dispute["status"] === "warning_closed"
            if (won) {
              const balance = payment.dispute_credits > 0 ? yield* billing.giveCredits(payment.agency_id, payment.dispute_credits) : null
              const status =
                payment.amount_refunded >= payment.amount ? "refunded" : payment.amount_refunded > 0 ? "partially_refunded" : "succeeded"
              yield* rows.adjust(payment, {
                status,
                amount_refunded: payment.amount_refunded,
                credits_taken: payment.credits_taken - payment.dispute_credits,
                dispute_credits: 0
              })
              yield* record(payment, "payment.dispute_won", { credits_returned: payment.dispute_credits, ...(balance ?? {}) })
              if (status !== "refunded") yield* restorePlan(payment)
            } else {
              const lost = Math.min(payment.amount, payment.amount_refunded + num(dispute["amount"]))
              yield* rows.adjust(payment, {
                status: "disputed",
                amount_refunded: lost,
                credits_taken: payment.credits_taken,
                dispute_credits: 0
              })
              yield* record(payment, "payment.dispute_lost", { amount_refunded: lost })
            }
            return payment.agency_id
          })
        )
      })

    const subscriptionOf = (invoice: Record<string, unknown>) =>
      Effect.gen(function* () {
        const { subscription } = invoiceSubscription(invoice)
        return subscription === null ? Option.none<SubscriptionRow>() : yield* subscriptions.byProviderId(subscription)
      })

    /** invoice.paid of a period after the first: a renewal payment in the history; any alert clears. */
    const renewed = (event: Stripe.Event, invoice: Record<string, unknown>) =>
      once(
        event,
        Effect.gen(function* () {
          const subscription = yield* subscriptionOf(invoice)
          const invoiceId = idOf(invoice["id"])
          if (Option.isNone(subscription) || invoiceId === null) return null
          const live = subscription.value
          yield* subscriptions.clearAlert(live.id)
          yield* recordRenewal(live, {
            id: invoiceId,
            amountPaid: num(invoice["amount_paid"]),
            currency: typeof invoice["currency"] === "string" ? invoice["currency"] : "usd",
            url: typeof invoice["hosted_invoice_url"] === "string" ? invoice["hosted_invoice_url"] : null
          })
          return live.agency_id
        })
      )

    /** invoice.payment_failed (a renewal) or customer.subscription.deleted: an alert with a grace period. */
    const alert = (event: Stripe.Event, subscription: Option.Option<SubscriptionRow>, kind: "payment_failed" | "subscription_canceled") =>
      once(
        event,
        Effect.gen(function* () {
          if (Option.isNone(subscription)) return null
          const raised = yield* subscriptions.raiseAlert(subscription.value.id, kind, graceDays)
          if (Option.isNone(raised)) return null
          yield* activity.record({
            event: kind === "payment_failed" ? "subscription.past_due" : "subscription.canceled",
            causer: null,
            subject: agencyRef(raised.value.agency_id),
            properties: {
              subscription: raised.value.provider_subscription_id,
              portal_id: raised.value.portal_id,
              plan_id: raised.value.plan_id,
              grace_days: graceDays
            }
          })
          return raised.value.agency_id
        })
      )

    /** The sweep: subscriptions whose grace is over move their portal (or agency) to Free, logged. */
    const endGrace = Effect.gen(function* () {
      const ended = yield* transaction.run(
        Effect.gen(function* () {
          const over = yield* subscriptions.endGraceOver
          for (const row of over) {
            if (row.portal_id !== null) yield* billing.setPortalPlan(row.portal_id, "free")
            else yield* billing.setAgencyPlan(row.agency_id, FREE_PLAN_ID, 0, null)
            yield* activity.record({
              event: "subscription.ended",
              causer: null,
              subject: agencyRef(row.agency_id),
              properties: { subscription: row.provider_subscription_id, portal_id: row.portal_id, plan_id: row.plan_id }
            })
          }
          return over
        })
      )
      // A subscription still past due at the provider would keep retrying the card for a plan the portal
      // no longer has: it is cancelled there too (best effort; the next sweep does not repeat it).
      yield* Effect.forEach(
        ended.filter((row) => row.previous_status === "past_due"),
        (row) =>
          payments
            .cancelSubscription(row.provider_subscription_id)
            .pipe(
              Effect.catchAll((error) =>
                Effect.logWarning(`subscription ${row.provider_subscription_id} was not cancelled at the provider`, error)
              )
            ),
        { discard: true }
      )
      yield* Effect.forEach(new Set(ended.map((row) => row.agency_id)), refresh, { discard: true })
      // Subscriptions a one-off plan replaced: cancelled at the provider, retried by the next sweep until it answers.
      const replaced = yield* subscriptions.toCancelAtProvider
      yield* Effect.forEach(
        replaced,
        (row) =>
          payments.cancelSubscription(row.provider_subscription_id).pipe(
            // One the provider no longer has is as good as cancelled.
            Effect.catchTag("PaymentResourceMissing", () => Effect.void),
            Effect.zipRight(subscriptions.cancelledAtProvider(row.id)),
            Effect.catchAll((error) =>
              Effect.logWarning(`subscription ${row.provider_subscription_id} was not cancelled at the provider`, error)
            )
          ),
        { discard: true }
      )
      return ended
    })

    /** The events this service handles; None for the others. */
    const handle = (event: Stripe.Event): Option.Option<Effect.Effect<WebhookOutcome>> => {
      const object = asRecord(asRecord(event.data)["object"])
      switch (event.type) {
        case "charge.succeeded":
          return Option.some(
            Effect.map(charged.recordReceipt(object), (recorded) => (Option.isSome(recorded) ? ("applied" as const) : ("ignored" as const)))
          )
        case "charge.refunded":
          return Option.some(refunded(event, object))
        case "charge.dispute.created":
          return Option.some(disputeCreated(event, object))
        case "charge.dispute.closed":
          return Option.some(disputeClosed(event, object))
        case "invoice.paid":
          return object["billing_reason"] === "subscription_cycle" ? Option.some(renewed(event, object)) : Option.none()
        case "invoice.payment_failed":
          return object["billing_reason"] === "subscription_cycle"
            ? Option.some(Effect.flatMap(subscriptionOf(object), (found) => alert(event, found, "payment_failed")))
            : Option.none()
        case "customer.subscription.deleted":
          return Option.some(
            Effect.flatMap(subscriptions.byProviderId(idOf(object["id"]) ?? ""), (found) => alert(event, found, "subscription_canceled"))
          )
        default:
          return Option.none()
      }
    }

    return { handle, endGrace } as const
  })
}) {}
