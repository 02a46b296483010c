// Subscriptions at the provider: one per portal (or per agency), created while the payer is present,
// changed in place when the plan changes, listed to find one a crash left unrecorded, cancelled.
import { Effect } from "effect"
import type Stripe from "stripe"
import { call, customerId, metadataParam, type PaymentMetadata } from "./calls.ts"

export const makeSubscriptionCalls = (stripe: Stripe) => {
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
      )).pipe(Effect.map((subscription) => {
        const invoice = typeof subscription.latest_invoice === "object" && subscription.latest_invoice !== null ? subscription.latest_invoice : null
        return { id: subscription.id, status: subscription.status, clientSecret: invoice?.confirmation_secret?.client_secret ?? null }
      }))

  const retrieveSubscription = (id: string) =>
    call("retrieveSubscription", () => stripe.subscriptions.retrieve(id)).pipe(
      Effect.map((subscription) => ({
        id: subscription.id,
        status: subscription.status,
        metadata: subscription.metadata as Record<string, string>,
        latestInvoice: customerId(subscription.latest_invoice as string | { id: string } | null)
      }))
    )

  /** The customer's subscriptions of any status: finds the one a crash left unrecorded (metadata.payment_id). */
  const listSubscriptions = (customer: string) =>
    call("listSubscriptions", () => stripe.subscriptions.list({ customer, status: "all", limit: 100 })).pipe(
      Effect.map((list) => list.data.map((subscription) => ({ id: subscription.id, status: subscription.status, metadata: subscription.metadata as Record<string, string> })))
    )

  /**
   * A plan change of an existing subscription: its one item moves to the new price. The rule: an
   * upgrade is invoiced at once (proration_behavior always_invoice), so the difference for the rest of
   * the period is charged now; a downgrade applies at once too, with create_prorations, so the unused
   * difference is credited to the customer's next invoices rather than refunded. A decline changes
   * nothing (error_if_incomplete). No coupon clears the previous one, so a discount does not outlive
   * the plan it was given for.
   */
  const changeSubscriptionPlan = (request: {
    readonly subscription: string
    readonly price: string
    readonly coupon: string | null
    readonly upgrade: boolean
    readonly metadata: PaymentMetadata
  }) =>
    Effect.gen(function*() {
      const current = yield* call("retrieveSubscription", () => stripe.subscriptions.retrieve(request.subscription))
      const item = current.items?.data?.[0]
      const updated = yield* call("changeSubscriptionPlan", () =>
        stripe.subscriptions.update(
          request.subscription,
          {
            items: [item === undefined ? { price: request.price } : { id: item.id, price: request.price }],
            proration_behavior: request.upgrade ? "always_invoice" : "create_prorations",
            payment_behavior: "error_if_incomplete",
            discounts: request.coupon === null ? "" : [{ coupon: request.coupon }],
            metadata: metadataParam(request.metadata)
          },
          { idempotencyKey: `payment-${request.metadata.payment_id}` }
        ))
      return { id: updated.id, status: updated.status }
    })

  /** Ends a subscription at once (the portal moved to a one-off plan or Free). */
  const cancelSubscription = (id: string) => call("cancelSubscription", () => stripe.subscriptions.cancel(id)).pipe(Effect.asVoid)

  return { subscribe, retrieveSubscription, listSubscriptions, changeSubscriptionPlan, cancelSubscription } as const
}
