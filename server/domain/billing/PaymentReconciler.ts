// "A pending payment is checked by retrieving it" (DESIGN.md): when the webhook is late or never comes
// (the server was killed between the charge and the delivery), the payment's provider object is asked
// for and what it says is applied through PaymentFulfilment, the webhook's own once-only path. The
// payment-status call does it for the payment asked about; a background sweep does it for every
// payment left open longer than BILLING_RECONCILE_AFTER_SECONDS, every BILLING_RECONCILE_INTERVAL_SECONDS.
import { Clock, Config, Duration, Effect, Layer, Option, Schedule } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { PaymentRepo, type PaymentRow } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo } from "../../db/repos/SubscriptionRepo.ts"
import { Payments } from "../../integrations/payments/index.ts"
import { SubjectType } from "../activity/subjects.ts"
import { PaymentAdjustments } from "./PaymentAdjustments.ts"
import { PaymentFulfilment } from "./PaymentFulfilment.ts"

const RECONCILE_AGAIN_AFTER_MS = 2_000
/** A PaymentIntent nobody confirmed within a day is an abandoned checkout. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000

export const ReconcileSettings = Config.all({
  intervalSeconds: Config.integer("BILLING_RECONCILE_INTERVAL_SECONDS").pipe(Config.withDefault(60)),
  afterSeconds: Config.integer("BILLING_RECONCILE_AFTER_SECONDS").pipe(Config.withDefault(30)),
  /** A payment whose provider object was never created is given this long before it is called interrupted. */
  interruptedAfterSeconds: Config.integer("BILLING_INTERRUPTED_AFTER_SECONDS").pipe(Config.withDefault(600))
})

const isOpen = (payment: PaymentRow) => payment.status === "pending" || payment.status === "requires_action"

export class PaymentReconciler extends Effect.Service<PaymentReconciler>()("server/domain/PaymentReconciler", {
  effect: Effect.gen(function* () {
    const billing = yield* BillingRepo
    const rows = yield* PaymentRepo
    const subscriptions = yield* SubscriptionRepo
    const payments = yield* Payments
    const fulfilment = yield* PaymentFulfilment
    const activity = yield* ActivityLogRepo
    const { interruptedAfterSeconds } = yield* ReconcileSettings.pipe(Effect.orDie)

    /**
     * The provider object of a payment the server stopped before recording: our payment id is in the
     * metadata of the PaymentIntent created with it, so it is adopted; none after 10 minutes (by default) means
     * nothing was created, so nothing was charged.
     */
    const adoptOrAbandon = (payment: PaymentRow) =>
      Effect.gen(function* () {
        if (payment.reason === "plan_change") {
          // A plan change has no object of its own: the subscription carries its payment id once updated.
          const live = yield* subscriptions.live(payment.agency_id, payment.portal_id)
          if (Option.isSome(live)) {
            const subscription = yield* payments.retrieveSubscription(live.value.provider_subscription_id)
            if (subscription.metadata["payment_id"] === String(payment.id))
              return yield* fulfilment.applySubscription(payment, subscription)
            // Waiting on its invoice (pending_if_incomplete, 3-D Secure): the invoice's intent is the one
            // whose secret the payer was given; declined or failed authentication ends the payment.
            if (subscription.pendingUpdate && subscription.intent !== null && subscription.intent.clientSecret === payment.client_secret) {
              return yield* fulfilment.applySubscription(payment, subscription)
            }
            // Its pending update was discarded (expired, or replaced): the change will never apply.
            if (payment.status === "requires_action" && payment.client_secret !== null && !subscription.pendingUpdate) {
              if (Date.now() - new Date(payment.created_at).getTime() > interruptedAfterSeconds * 1000)
                yield* fulfilment.interrupted(payment)
              return
            }
          }
        }
        const customer = yield* billing.customerOf(payment.agency_id)
        if (payment.reason !== "plan_change" && Option.isSome(customer)) {
          const intents = yield* payments.listPaymentIntents(customer.value)
          const found = intents.find((intent) => intent.metadata["payment_id"] === String(payment.id))
          if (found !== undefined) {
            const adopted = yield* rows.setProviderObject(payment.id, found.id, found.clientSecret)
            return yield* fulfilment.applyIntent(adopted, found)
          }
          // A subscription plan's object is the subscription (its invoices' intents carry no payment id).
          if (payment.kind === "plan") {
            const subscriptions = yield* payments.listSubscriptions(customer.value)
            const subscription = subscriptions.find((entry) => entry.metadata["payment_id"] === String(payment.id))
            if (subscription !== undefined) {
              const adopted = yield* rows.setProviderObject(payment.id, subscription.id, null)
              return yield* fulfilment.applySubscription(adopted, subscription)
            }
          }
        }
        if (Date.now() - new Date(payment.created_at).getTime() > interruptedAfterSeconds * 1000) yield* fulfilment.interrupted(payment)
      })

    /**
     * An ended plan change: its subscription gets back the coupon and card the upgrade replaced (the provider says
     * whether anything is left to put back). Done once the provider has them, so a failure is tried again by the
     * sweep; a subscription that has ended since needs nothing.
     */
    const restoreSettings = (payment: PaymentRow) =>
      Effect.gen(function* () {
        const live = yield* subscriptions.live(payment.agency_id, payment.portal_id)
        if (Option.isSome(live)) {
          const outcome = yield* payments
            .restorePlanChangeSettings(live.value.provider_subscription_id, payment.id)
            .pipe(Effect.catchTag("PaymentResourceMissing", () => Effect.succeed("nothing" as const)))
          if (outcome === "restored")
            yield* activity.record({
              event: "subscription.settings-restored",
              causer: null,
              subject: { id: payment.agency_id, type: SubjectType.Agency },
              properties: { payment_id: payment.id, subscription: live.value.provider_subscription_id }
            })
        }
        yield* rows.restoreDone(payment.id)
      }).pipe(
        Effect.catchAll((error) => Effect.logWarning(`payment ${payment.id}: the subscription's settings were not restored yet`, error))
      )

    /** Asks the provider about one open payment and applies the answer; the payment as it now stands. */
    const reconcile = (payment: PaymentRow) =>
      Effect.gen(function* () {
        if (payment.settings_restore_due === true) yield* restoreSettings(payment)
        if (!isOpen(payment)) return payment
        const ref = payment.provider_ref
        if (ref === null) yield* adoptOrAbandon(payment)
        else if (ref.startsWith("sub_")) yield* fulfilment.applySubscription(payment, yield* payments.retrieveSubscription(ref))
        else {
          const intent = yield* payments.retrievePaymentIntent(ref)
          // Never confirmed for a day: the checkout was abandoned; cancelled at the provider, it can
          // never be charged, and the payment ends canceled instead of being asked about forever.
          const unconfirmed =
            intent.status === "requires_payment_method" || intent.status === "requires_confirmation" || intent.status === "requires_action"
          const abandoned = unconfirmed && Date.now() - new Date(payment.created_at).getTime() > ABANDONED_AFTER_MS
          yield* fulfilment.applyIntent(payment, abandoned ? yield* payments.cancelPaymentIntent(ref) : intent)
        }
        yield* rows.touchReconciled(payment.id)
        const now = Option.getOrElse(yield* rows.byId(payment.id), () => payment)
        // Ended just now: the upgrade's coupon and card go back at once rather than at the next sweep.
        if (now.settings_restore_due === true) yield* restoreSettings(now)
        return now
      })

    /**
     * As reconcile, but a provider that cannot be reached leaves the payment as it is (the webhook or
     * the next sweep), and a payment asked about within the last seconds is not asked again, so a
     * browser polling its status does not turn into a stream of provider calls.
     */
    const reconcileQuietly = (payment: PaymentRow) =>
      (payment.reconciled_at !== null && Date.now() - new Date(payment.reconciled_at).getTime() < RECONCILE_AGAIN_AFTER_MS
        ? Effect.succeed(payment)
        : reconcile(payment)
      ).pipe(Effect.catchAll((error) => Effect.as(Effect.logWarning(`payment ${payment.id}: reconciliation failed`, error), payment)))

    /** Every payment open longer than `afterSeconds`, oldest first. */
    const sweep = (afterSeconds: number) =>
      Effect.gen(function* () {
        const open = yield* rows.openOlderThan(afterSeconds, 100)
        yield* Effect.forEach(open, reconcileQuietly, { discard: true })
        yield* Effect.forEach(yield* rows.restoreDue(20), restoreSettings, { discard: true })
        return open.length
      })

    return { reconcile: reconcileQuietly, sweep } as const
  })
}) {}

/** The sweep, started with the server and stopped with it. */
export const PaymentReconcilerRunning = Layer.scopedDiscard(
  Effect.gen(function* () {
    const settings = yield* ReconcileSettings.pipe(Effect.orDie)
    const reconciler = yield* PaymentReconciler
    const adjustments = yield* PaymentAdjustments
    // Open payments settled from the provider; subscriptions whose grace is over moved to Free. The pass
    // is paced by wall time (ages are the database's now()), so a test that moves its clock a day ahead
    // does not replay 1440 passes at once.
    yield* Effect.zipRight(reconciler.sweep(settings.afterSeconds), adjustments.endGrace).pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("payment reconciliation sweep failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.seconds(Math.max(1, settings.intervalSeconds)))),
      Effect.withClock(Clock.make()),
      Effect.forkScoped
    )
  })
)
