// What a confirmed payment does, exactly once: credits join the agency's credit_limit; a plan payment
// sets the portal's plan (or the agency's, a PRO licence adding a PRO portal). The provider event id
// and the payment's own status guard it twice over, so a webhook delivered again (or concurrently)
// changes nothing; the realtime announcements go out only after the transaction commits.
import { Effect, Option } from "effect"
import type Stripe from "stripe"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { PaymentRepo, type PaymentRow } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo } from "../../db/repos/SubscriptionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import type { IntentState } from "../../integrations/payments/index.ts"
import { analyticsChannel, Events, paymentChannel, Realtime } from "../../integrations/realtime/index.ts"
import { SubjectType } from "../activity/subjects.ts"
import { portalPlanOf, PRO_LICENCE_PLAN_ID } from "./plans.ts"

export type WebhookOutcome = "applied" | "repeated" | "ignored"

/** What the provider says of a subscription a plan payment started or changed. */
export interface SubscriptionState {
  readonly id: string
  readonly status: string
  readonly metadata?: Record<string, string>
  /** A plan change waiting on its invoice's payment (pending_if_incomplete). */
  readonly pendingUpdate?: boolean
  /** The intent of the unpaid latest invoice: requires_action (authenticate) or declined. */
  readonly intent?: { readonly status: string; readonly clientSecret: string; readonly errorMessage: string | null } | null
}

export const PAYMENT_INTERRUPTED = "The payment was interrupted before the card was charged. Nothing was charged."
export const PAYMENT_CANCELED = "The payment was canceled before the card was charged. Nothing was charged."

const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })

export type Metadata = Record<string, string | undefined>

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

export const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof asRecord(value)["id"] === "string" ? (asRecord(value)["id"] as string) : null

/** Our payment id from the metadata we put on the intent or subscription. */
const paymentIdOf = (metadata: Metadata): number | null => {
  const id = Number(metadata["payment_id"])
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * The subscription metadata of an invoice: under parent.subscription_details in current API versions,
 * subscription_details in older ones.
 */
export const invoiceSubscription = (invoice: Record<string, unknown>): { metadata: Metadata; subscription: string | null } => {
  const details = asRecord(asRecord(invoice["parent"])["subscription_details"])
  const legacy = asRecord(invoice["subscription_details"])
  const source = Object.keys(details).length > 0 ? details : legacy
  return {
    metadata: asRecord(source["metadata"]) as Metadata,
    subscription: idOf(source["subscription"]) ?? idOf(invoice["subscription"])
  }
}

export class PaymentFulfilment extends Effect.Service<PaymentFulfilment>()("server/domain/PaymentFulfilment", {
  effect: Effect.gen(function* () {
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

    /** The event once: its id is recorded with its effects in one transaction. */
    const once = (event: Stripe.Event, apply: Effect.Effect<Option.Option<PaymentRow>>) =>
      Effect.gen(function* () {
        const result = yield* transaction.run(
          Effect.gen(function* () {
            if (!(yield* billing.recordEvent(event.id, event.type))) return "repeated" as const
            return yield* apply
          })
        )
        if (result === "repeated") return "repeated" as const
        if (Option.isSome(result)) yield* announce(result.value)
        return "applied" as const
      })

    /** Finds our payment for the event, refusing one whose metadata names another agency. */
    const paymentFor = (metadata: Metadata, providerRef: string | null) =>
      Effect.gen(function* () {
        const paymentId = paymentIdOf(metadata)
        const found =
          paymentId !== null
            ? yield* payments.byId(paymentId)
            : providerRef !== null
              ? yield* payments.byRef(providerRef)
              : Option.none<PaymentRow>()
        return Option.filter(
          found,
          (payment) =>
            String(payment.agency_id) === metadata["agency_id"] &&
            (payment.provider_ref === null || providerRef === null || payment.provider_ref === providerRef)
        )
      })

    /** `invoice`: the invoice that paid it, whose amount and page are the payment's exact figure and receipt. */
    const succeeded = (
      event: Stripe.Event,
      metadata: Metadata,
      providerRef: string | null,
      invoice?: { readonly amountPaid: number; readonly url: string | null }
    ) =>
      once(
        event,
        Effect.flatMap(paymentFor(metadata, providerRef), (payment) =>
          Option.match(payment, {
            onNone: () => Effect.as(Effect.logWarning(`webhook ${event.id}: no payment of ours`), Option.none<PaymentRow>()),
            // Only the payment this event settles takes the invoice's figure: a pending plan change's invoice
            // carries the subscription's earlier metadata, whose payment was settled long ago.
            onSome: (row) =>
              Effect.tap(applySuccess(row.id, providerRef), (applied) =>
                invoice === undefined || Option.isNone(applied) ? Effect.void : payments.setInvoice(row.id, invoice.amountPaid, invoice.url)
              )
          })
        )
      )

    const failed = (event: Stripe.Event, metadata: Metadata, providerRef: string | null, message: string) =>
      once(
        event,
        Effect.gen(function* () {
          const payment = yield* paymentFor(metadata, providerRef)
          if (Option.isNone(payment)) return Option.none<PaymentRow>()
          yield* applyEnd(payment.value.id, "failed", message)
          // Nothing to announce for a failure: the browser learns it from the confirmation itself.
          return Option.none<PaymentRow>()
        })
      )

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

    /**
     * What the provider says of a payment's PaymentIntent, applied as its webhook would be: the
     * payment-status guards make a late (or concurrent) webhook and this path count once together.
     */
    const applyIntent = (payment: PaymentRow, intent: IntentState) =>
      Effect.gen(function* () {
        if (intent.status === "succeeded") {
          const applied = yield* transaction.run(applySuccess(payment.id, intent.id))
          if (Option.isSome(applied)) yield* announce(applied.value)
          return
        }
        yield* transaction.run(
          Effect.gen(function* () {
            if (intent.status === "requires_action") {
              const marked = yield* payments.markRequiresAction(payment.id, intent.clientSecret)
              // The client secret is the payer's to finish 3-D Secure with: never in the log.
              if (Option.isSome(marked)) {
                yield* activity.record({
                  event: "payment.requires_action",
                  causer: null,
                  subject: agencyRef(payment.agency_id),
                  properties: { payment_id: payment.id }
                })
              }
            } else if (intent.status === "requires_payment_method" && intent.errorMessage !== null) {
              yield* applyEnd(payment.id, "failed", intent.errorMessage)
            } else if (intent.status === "canceled") {
              yield* applyEnd(payment.id, "canceled", PAYMENT_CANCELED)
            }
          })
        )
      })

    /**
     * A subscription's state, for the payment that started it or changed its plan. A new one: active
     * means its first invoice is paid; incomplete with a declined intent failed; incomplete_expired
     * never paid. A plan change (pending_if_incomplete) is applied once the subscription carries the
     * payment's id and no pending update; while it waits, a declined or failed authentication ends it.
     */
    const applySubscription = (payment: PaymentRow, subscription: SubscriptionState) =>
      Effect.gen(function* () {
        const intent = subscription.intent ?? null
        const waiting =
          payment.reason === "plan_change"
            ? subscription.pendingUpdate === true ||
              (subscription.metadata !== undefined && subscription.metadata["payment_id"] !== String(payment.id))
            : subscription.status === "incomplete"
        if (!waiting && (subscription.status === "active" || subscription.status === "trialing")) {
          const applied = yield* transaction.run(applySuccess(payment.id, subscription.id))
          if (Option.isSome(applied)) yield* announce(applied.value)
        } else if (subscription.status === "incomplete_expired") {
          yield* transaction.run(
            applyEnd(payment.id, "failed", "The first payment of the subscription did not complete. Nothing was charged.")
          )
        } else if (waiting && intent !== null) {
          yield* applyIntent(payment, {
            id: subscription.id,
            status: intent.status,
            clientSecret: intent.clientSecret,
            metadata: {},
            errorMessage: intent.errorMessage,
            amount: payment.amount
          })
        }
      })

    /** A payment whose provider object was never created (the server stopped first) ends failed. */
    const interrupted = (payment: PaymentRow) => transaction.run(applyEnd(payment.id, "failed", PAYMENT_INTERRUPTED))

    /** A verified provider event; types we do not use are acknowledged and ignored. */
    const handle = (event: Stripe.Event): Effect.Effect<WebhookOutcome> => {
      const object = asRecord(asRecord(event.data)["object"])
      switch (event.type) {
        case "payment_intent.succeeded": {
          const metadata = asRecord(object["metadata"]) as Metadata
          // Intents of subscription invoices carry no kind of ours: invoice.paid handles those.
          if (metadata["kind"] !== "credits" && metadata["kind"] !== "plan") return Effect.succeed("ignored")
          return succeeded(event, metadata, idOf(object["id"]))
        }
        case "payment_intent.payment_failed": {
          const metadata = asRecord(object["metadata"]) as Metadata
          if (metadata["kind"] !== "credits" && metadata["kind"] !== "plan") return Effect.succeed("ignored")
          const error = asRecord(object["last_payment_error"])
          const message = typeof error["message"] === "string" ? error["message"] : "Your card was declined."
          return failed(event, metadata, idOf(object["id"]), message)
        }
        case "invoice.paid": {
          const { metadata, subscription } = invoiceSubscription(object)
          if (metadata["kind"] !== "plan") return Effect.succeed("ignored")
          // A plan change was recorded with an estimate; the provider's prorated invoice is what was charged.
          const invoice =
            typeof object["amount_paid"] === "number"
              ? {
                  amountPaid: object["amount_paid"],
                  url: typeof object["hosted_invoice_url"] === "string" ? object["hosted_invoice_url"] : null
                }
              : undefined
          return succeeded(event, metadata, subscription, invoice)
        }
        case "customer.subscription.updated": {
          // A plan change paid after 3-D Secure: its invoice.paid carried the subscription's earlier
          // metadata; the subscription, updated with the pending change applied, names our payment.
          const metadata = asRecord(object["metadata"]) as Metadata
          const settled =
            (object["status"] === "active" || object["status"] === "trialing") &&
            (object["pending_update"] === null || object["pending_update"] === undefined)
          if (metadata["kind"] !== "plan" || !settled) return Effect.succeed("ignored")
          return succeeded(event, metadata, idOf(object["id"]))
        }
        default:
          return Effect.succeed("ignored")
      }
    }

    return { handle, succeedWithoutCharge, applyIntent, applySubscription, interrupted, once, applySuccess, announce, paymentFor } as const
  })
}) {}
