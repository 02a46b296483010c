// Subscriptions at the provider: one per portal (or per agency), created while the payer is present,
// changed in place when the plan changes, listed to find one a crash left unrecorded, cancelled.
import { Effect } from "effect"
import type Stripe from "stripe"

import { call, customerId, metadataParam, type PaymentMetadata } from "./calls.ts"

/** The state of the PaymentIntent paying a subscription's latest invoice: what the payer must still do. */
export interface InvoiceIntent {
  readonly status: string
  readonly clientSecret: string
  readonly errorMessage: string | null
}

/** A discount's coupon id: under source in current API versions, coupon in older ones. */
const couponOf = (discount: unknown): string | null => {
  const record = fieldsOf(discount)
  const coupon = fieldsOf(record["source"])["coupon"] ?? record["coupon"]
  const id = typeof coupon === "string" ? coupon : fieldsOf(coupon)["id"]
  return typeof id === "string" ? id : null
}

const fieldsOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

/** Subscription metadata an upgrade leaves while it waits: the payment it is for, and the coupons and card it replaced. */
const RESTORE_FOR = "restore_for_payment"
const RESTORE_DISCOUNTS = "restore_discounts"
const RESTORE_CARD = "restore_card"
/** Empty values delete the keys, as Stripe's metadata does. */
const CLEAR_RESTORE = { [RESTORE_FOR]: "", [RESTORE_DISCOUNTS]: "", [RESTORE_CARD]: "" }

const latestInvoiceOf = (subscription: Stripe.Subscription) =>
  typeof subscription.latest_invoice === "object" && subscription.latest_invoice !== null ? subscription.latest_invoice : null

/** The subscription's latest invoice (expanded) when it is still open: the id to void. */
const openInvoiceOf = (subscription: Stripe.Subscription): string | null => {
  const latest = latestInvoiceOf(subscription)
  return latest !== null && latest.status === "open" && typeof latest.id === "string" ? latest.id : null
}

export const makeSubscriptionCalls = (stripe: Stripe) => {
  /**
   * The intent of the latest invoice (expanded with its confirmation_secret) while it is not paid: its
   * status says whether the payer must authenticate (requires_action) or the card was declined
   * (requires_payment_method, with the decline's message). Null when paid or nothing is owed.
   */
  const invoiceIntent = (subscription: Stripe.Subscription) =>
    Effect.gen(function* () {
      const invoice = latestInvoiceOf(subscription)
      const secret = invoice?.confirmation_secret?.client_secret
      if (invoice === null || invoice.status !== "open" || secret === undefined || secret === null) return null
      const intentId = secret.split("_secret_")[0]!
      const intent = yield* call("retrievePaymentIntent", () => stripe.paymentIntents.retrieve(intentId))
      return {
        status: intent.status,
        clientSecret: secret,
        errorMessage: intent.last_payment_error?.message ?? null
      } satisfies InvoiceIntent
    })

  /**
   * A subscription to the plan's provider price, paid with the saved card while the payer is present
   * (not off_session). allow_incomplete: a first invoice that needs 3-D Secure leaves the subscription
   * incomplete, and the invoice's confirmation secret goes back to the browser to authenticate (or to
   * retry with another card); the webhook or reconciliation then finds it active.
   */
  const subscribe = (request: {
    readonly customer: string
    readonly paymentMethod: string
    readonly price: string
    readonly coupon: string | null
    readonly metadata: PaymentMetadata
  }) =>
    call("subscribe", () =>
      stripe.subscriptions.create(
        {
          customer: request.customer,
          items: [{ price: request.price }],
          default_payment_method: request.paymentMethod,
          payment_behavior: "allow_incomplete",
          expand: ["latest_invoice.confirmation_secret"],
          ...(request.coupon === null ? {} : { discounts: [{ coupon: request.coupon }] }),
          metadata: metadataParam(request.metadata)
        },
        { idempotencyKey: `payment-${request.metadata.payment_id}` }
      )
    ).pipe(
      Effect.flatMap((subscription) =>
        Effect.map(invoiceIntent(subscription), (intent) => {
          const latest = latestInvoiceOf(subscription)
          return {
            id: subscription.id,
            status: subscription.status,
            clientSecret: latest?.confirmation_secret?.client_secret ?? null,
            intent,
            // The first invoice, once paid: what was charged, and its hosted page (the payment's receipt).
            invoice:
              latest !== null && latest.status === "paid"
                ? { amountPaid: latest.amount_paid, url: latest.hosted_invoice_url ?? null }
                : null
          }
        })
      )
    )

  /** With the latest invoice's intent while it is unpaid, and whether a plan change waits on it (pending_update). */
  const retrieveSubscription = (id: string) =>
    call("retrieveSubscription", () => stripe.subscriptions.retrieve(id, { expand: ["latest_invoice.confirmation_secret"] })).pipe(
      Effect.flatMap((subscription) =>
        Effect.map(invoiceIntent(subscription), (intent) => ({
          id: subscription.id,
          status: subscription.status,
          metadata: subscription.metadata as Record<string, string>,
          latestInvoice: customerId(subscription.latest_invoice as string | { id: string } | null),
          pendingUpdate: subscription.pending_update !== null && subscription.pending_update !== undefined,
          intent
        }))
      )
    )

  /** The customer's subscriptions of any status: finds the one a crash left unrecorded (metadata.payment_id). */
  const listSubscriptions = (customer: string) =>
    call("listSubscriptions", () => stripe.subscriptions.list({ customer, status: "all", limit: 100 })).pipe(
      Effect.map((list) =>
        list.data.map((subscription) => ({
          id: subscription.id,
          status: subscription.status,
          metadata: subscription.metadata as Record<string, string>
        }))
      )
    )

  /**
   * A plan change of an existing subscription: its one item moves to the new price. The rule: an
   * upgrade is invoiced at once (proration_behavior always_invoice), so the difference for the rest of
   * the period is charged now, with payment_behavior pending_if_incomplete: a charge that needs 3-D
   * Secure or is declined leaves the subscription on its old price (pending_update) with the invoice
   * open, and its intent's client secret goes back to the browser; paying it applies the change. A
   * downgrade applies at once too, with create_prorations, so the unused difference is credited to the
   * customer's next invoices rather than refunded (nothing to pay: error_if_incomplete). No coupon
   * clears the previous one, so a discount does not outlive the plan it was given for. The card the
   * payer chose becomes the subscription's default, which its invoices are charged to. A pending update
   * cannot carry discounts or the default card (Stripe refuses them), so an upgrade sets those first,
   * without proration.
   */
  const changeSubscriptionPlan = (request: {
    readonly subscription: string
    readonly price: string
    readonly coupon: string | null
    readonly paymentMethod: string
    readonly upgrade: boolean
    readonly metadata: PaymentMetadata
  }) =>
    Effect.gen(function* () {
      // Discounts are ids unless expanded: the coupons they apply are what an upgrade compares and restores.
      const current = yield* call("retrieveSubscription", () =>
        stripe.subscriptions.retrieve(request.subscription, { expand: ["discounts", "latest_invoice"] })
      )
      const previousCoupons = (current.discounts ?? []).map(couponOf).filter((coupon): coupon is string => coupon !== null)
      const item = current.items?.data?.[0]
      const items = [item === undefined ? { price: request.price } : { id: item.id, price: request.price }]
      const discounts = request.coupon === null ? ("" as const) : [{ coupon: request.coupon }]
      const idempotencyKey = `payment-${request.metadata.payment_id}`
      if (!request.upgrade) {
        const updated = yield* call("changeSubscriptionPlan", () =>
          stripe.subscriptions.update(
            request.subscription,
            {
              items,
              proration_behavior: "create_prorations",
              payment_behavior: "error_if_incomplete",
              discounts,
              default_payment_method: request.paymentMethod,
              metadata: metadataParam(request.metadata)
            },
            { idempotencyKey }
          )
        )
        return {
          id: updated.id,
          status: updated.status,
          metadata: updated.metadata as Record<string, string>,
          pendingUpdate: false,
          clientSecret: null,
          intent: null,
          invoice: null
        }
      }
      // An earlier upgrade the card declined still waits as a pending update with its open invoice: that
      // invoice is voided (Stripe keeps it open, payable, until the update expires) before this attempt.
      const waiting = current.pending_update === null || current.pending_update === undefined ? null : openInvoiceOf(current)
      if (waiting !== null) {
        yield* call("voidInvoice", () => stripe.invoices.voidInvoice(waiting, {}, { idempotencyKey: `${idempotencyKey}-void-${waiting}` }))
      }
      const sameDiscount =
        request.coupon === null ? previousCoupons.length === 0 : previousCoupons.length === 1 && previousCoupons[0] === request.coupon
      const currentCard =
        typeof current.default_payment_method === "string" ? current.default_payment_method : (current.default_payment_method?.id ?? null)
      if (!sameDiscount || currentCard !== request.paymentMethod) {
        yield* call("changeSubscriptionPlan", () =>
          stripe.subscriptions.update(
            request.subscription,
            {
              ...(sameDiscount ? {} : { discounts }),
              default_payment_method: request.paymentMethod,
              proration_behavior: "none",
              // What to put back if this upgrade never applies, kept with the change itself (a crash between the
              // two cannot lose it): restorePlanChangeSettings reads it once the payment has ended.
              metadata: {
                [RESTORE_FOR]: String(request.metadata.payment_id),
                [RESTORE_DISCOUNTS]: previousCoupons.join(","),
                [RESTORE_CARD]: currentCard ?? ""
              }
            },
            { idempotencyKey: `${idempotencyKey}-settings` }
          )
        )
      }
      const updated = yield* call("changeSubscriptionPlan", () =>
        stripe.subscriptions.update(
          request.subscription,
          {
            items,
            proration_behavior: "always_invoice",
            payment_behavior: "pending_if_incomplete",
            metadata: metadataParam(request.metadata),
            expand: ["latest_invoice.confirmation_secret"]
          },
          { idempotencyKey }
        )
      )
      const pendingUpdate = updated.pending_update !== null && updated.pending_update !== undefined
      const intent = pendingUpdate ? yield* invoiceIntent(updated) : null
      const cardChanged = currentCard !== null && currentCard !== request.paymentMethod
      if (intent?.status === "requires_payment_method" && (cardChanged || !sameDiscount)) {
        // Declined: the subscription's renewals go back to the card that paid them, at the discount they
        // had (the upgrade's coupon was for the plan it did not get).
        yield* call("changeSubscriptionPlan", () =>
          stripe.subscriptions.update(
            request.subscription,
            {
              ...(cardChanged ? { default_payment_method: currentCard } : {}),
              ...(sameDiscount
                ? {}
                : { discounts: previousCoupons.length === 0 ? ("" as const) : previousCoupons.map((coupon) => ({ coupon })) }),
              proration_behavior: "none",
              metadata: CLEAR_RESTORE
            },
            { idempotencyKey: `${idempotencyKey}-restore` }
          )
        )
      }
      // The proration invoice this change made (a new latest invoice), once paid: what was really charged.
      const latest = latestInvoiceOf(updated)
      const madeNow = latest !== null && latest.id !== customerId(current.latest_invoice as string | { id: string } | null)
      const invoice =
        madeNow && latest.status === "paid" ? { amountPaid: latest.amount_paid, url: latest.hosted_invoice_url ?? null } : null
      return {
        id: updated.id,
        status: updated.status,
        metadata: updated.metadata as Record<string, string>,
        pendingUpdate,
        clientSecret: intent?.clientSecret ?? null,
        intent,
        invoice
      }
    })

  /**
   * When the subscription's current period started (seconds; its item's current_period_start, where current API
   * versions keep it), or null once the provider has no such subscription or it has ended.
   */
  const currentPeriodStart = (subscription: string) =>
    call("retrieveSubscription", () => stripe.subscriptions.retrieve(subscription)).pipe(
      Effect.map((found) => {
        if (found.status === "canceled" || found.status === "incomplete_expired") return null
        const item = found.items?.data?.[0] as { current_period_start?: number } | undefined
        return typeof item?.current_period_start === "number" ? item.current_period_start : null
      })
    )

  /**
   * After a plan change's payment ended without the change applying (declined after 3-D Secure, abandoned until its
   * pending update expired, interrupted): the subscription gets back the discount and card it had before the
   * upgrade set its own, as recorded with that setting. Its pending update's open invoice is voided first, so the
   * upgrade cannot be paid later at the restored discount. Nothing to do when the subscription records no restore
   * for this payment (none was needed, it was done, or a later attempt replaced it) or the change did apply.
   */
  const restorePlanChangeSettings = (subscription: string, paymentId: number) =>
    Effect.gen(function* () {
      const current = yield* call("retrieveSubscription", () => stripe.subscriptions.retrieve(subscription, { expand: ["latest_invoice"] }))
      const metadata = (current.metadata ?? {}) as Record<string, string>
      if (metadata[RESTORE_FOR] !== String(paymentId) || metadata["payment_id"] === String(paymentId)) return "nothing" as const
      if (current.status === "canceled" || current.status === "incomplete_expired") return "nothing" as const
      const waiting = current.pending_update === null || current.pending_update === undefined ? null : openInvoiceOf(current)
      if (waiting !== null) {
        yield* call("voidInvoice", () =>
          stripe.invoices.voidInvoice(waiting, {}, { idempotencyKey: `payment-${paymentId}-ended-void-${waiting}` })
        )
      }
      const coupons = (metadata[RESTORE_DISCOUNTS] ?? "").split(",").filter((coupon) => coupon !== "")
      const card = metadata[RESTORE_CARD] ?? ""
      yield* call("changeSubscriptionPlan", () =>
        stripe.subscriptions.update(
          subscription,
          {
            discounts: coupons.length === 0 ? ("" as const) : coupons.map((coupon) => ({ coupon })),
            ...(card === "" ? {} : { default_payment_method: card }),
            proration_behavior: "none",
            metadata: CLEAR_RESTORE
          },
          { idempotencyKey: `payment-${paymentId}-ended-restore` }
        )
      )
      return "restored" as const
    })

  /** Ends a subscription at once (the portal moved to a one-off plan or Free). */
  const cancelSubscription = (id: string) => call("cancelSubscription", () => stripe.subscriptions.cancel(id)).pipe(Effect.asVoid)

  return {
    subscribe,
    retrieveSubscription,
    listSubscriptions,
    changeSubscriptionPlan,
    cancelSubscription,
    currentPeriodStart,
    restorePlanChangeSettings
  } as const
}
