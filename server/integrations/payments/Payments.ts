// The payment provider behind an Effect service: the official `stripe` SDK, pointed at Stripe or, by
// default, at the sandbox payments mounted in this app (PaymentSettings). Every call maps the SDK's
// errors to three tagged failures the billing domain turns into answers: a declined card keeps the
// provider's message, an unknown coupon is "missing", anything else is the provider being unreachable.
import { Data, Effect, Option, Redacted } from "effect"
import Stripe from "stripe"
import type { BillingDetails, Coupon, PaymentMethod } from "../../../src/shared/api/contract/billing.ts"
import { prefixedStripeHttpClient } from "../../sandbox/stripe/index.ts"
import { PaymentSettings, type PaymentSettingsShape } from "./settings.ts"

export const PROVIDER_UNAVAILABLE = "We are currently experiencing connection issues. Please try again!"
export const INVALID_COUPON = "The coupon is invalid."

/** The card was declined or cannot be used; message is the provider's, shown to the user as is. */
export class PaymentDeclined extends Data.TaggedError("PaymentDeclined")<{ readonly message: string; readonly code: string | null }> {}
/** The coupon (or another looked-up object) does not exist at the provider. */
export class PaymentResourceMissing extends Data.TaggedError("PaymentResourceMissing")<{ readonly message: string }> {}
/** Network trouble, bad credentials or anything unexpected: the user may only retry. */
export class PaymentsUnavailable extends Data.TaggedError("PaymentsUnavailable")<{ readonly message: string; readonly cause: unknown }> {}
/** A webhook delivery whose Stripe-Signature does not match the body. */
export class InvalidWebhookSignature extends Data.TaggedError("InvalidWebhookSignature")<{ readonly reason: string }> {}

export type PaymentsError = PaymentDeclined | PaymentResourceMissing | PaymentsUnavailable

/** Stripe error types (error.type) that mean "this card, not the system". */
const isCardProblem = (error: Stripe.errors.StripeError) =>
  error.type === "StripeCardError" || error.code === "card_declined" || error.code === "payment_intent_authentication_failure"

export const toPaymentsError = (error: unknown): PaymentsError => {
  if (error instanceof Stripe.errors.StripeError) {
    if (isCardProblem(error)) return new PaymentDeclined({ message: error.message, code: error.decline_code ?? error.code ?? null })
    if (error.code === "resource_missing") return new PaymentResourceMissing({ message: error.message })
  }
  return new PaymentsUnavailable({ message: PROVIDER_UNAVAILABLE, cause: error })
}

const call = <A>(name: string, run: () => Promise<A>): Effect.Effect<A, PaymentsError> =>
  Effect.tryPromise({ try: run, catch: toPaymentsError }).pipe(
    Effect.tapErrorTag("PaymentsUnavailable", (error) => Effect.logWarning(`payments: ${name} failed`, error.cause)),
    Effect.withSpan(`Payments.${name}`)
  )

/** What we store in metadata on intents and subscriptions, so the webhook finds its payment. */
export interface PaymentMetadata {
  readonly kind: "credits" | "plan"
  readonly agency_id: number
  readonly payment_id: number
  readonly credit?: number
  readonly plan_id?: number
  readonly portal_id?: number | null
}

const metadataParam = (metadata: PaymentMetadata): Record<string, string> => {
  const out: Record<string, string> = { kind: metadata.kind, agency_id: String(metadata.agency_id), payment_id: String(metadata.payment_id) }
  if (metadata.credit !== undefined) out["credit"] = String(metadata.credit)
  if (metadata.plan_id !== undefined) out["plan_id"] = String(metadata.plan_id)
  if (metadata.portal_id !== undefined && metadata.portal_id !== null) out["portal_id"] = String(metadata.portal_id)
  return out
}

const customerId = (value: string | { readonly id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id

const toPaymentMethod = (method: Stripe.PaymentMethod, defaultId: string | null): PaymentMethod => ({
  id: method.id,
  brand: method.card?.brand ?? "unknown",
  last4: method.card?.last4 ?? "",
  exp_month: method.card?.exp_month ?? 0,
  exp_year: method.card?.exp_year ?? 0,
  name: method.billing_details?.name ?? null,
  email: method.billing_details?.email ?? null,
  country: method.billing_details?.address?.country ?? null,
  is_default: method.id === defaultId
})

/** What billing reads of a PaymentIntent. */
export interface IntentState {
  readonly id: string
  readonly status: Stripe.PaymentIntent.Status
  readonly clientSecret: string | null
  readonly metadata: Record<string, string>
  /** The decline of the last attempt, if any. */
  readonly errorMessage: string | null
  readonly amount: number
}

const toIntentState = (intent: Stripe.PaymentIntent): IntentState => ({
  id: intent.id,
  status: intent.status,
  clientSecret: intent.client_secret,
  metadata: (intent.metadata ?? {}) as Record<string, string>,
  errorMessage: intent.last_payment_error?.message ?? null,
  amount: intent.amount
})

const billingDetailsParam = (billing: BillingDetails) => ({ name: billing.name, email: billing.email, address: { country: billing.country } })

/** The SDK configured from the settings: Stripe itself, or host/port/protocol plus the sandbox's path prefix. */
export const stripeClient = (settings: PaymentSettingsShape): Stripe =>
  new Stripe(Redacted.value(settings.secretKey), {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...Option.match(settings.api, {
      onNone: () => ({}),
      onSome: (api) => ({
        host: api.host,
        port: api.port,
        protocol: api.protocol,
        ...(api.pathPrefix === "" ? {} : { httpClient: prefixedStripeHttpClient(api.pathPrefix) })
      })
    })
  })

/** The service over a given SDK instance (tests pass one pointed at a fake server). */
export const makePayments = (stripe: Stripe, settings: PaymentSettingsShape) => {
  const currency = settings.currency

  const createCustomer = (agency: { readonly id: number; readonly name: string; readonly email: string }) =>
    call("createCustomer", () =>
      stripe.customers.create(
        { name: agency.name, email: agency.email, metadata: { agency_id: String(agency.id) } },
        // One customer per agency even if two first payments race: the provider dedupes the request.
        { idempotencyKey: `customer-agency-${agency.id}` }
      )).pipe(Effect.map((customer) => customer.id))

  const createSetupIntent = (customer: string) =>
    call("createSetupIntent", () => stripe.setupIntents.create({ customer, usage: "off_session" })).pipe(
      Effect.flatMap((intent) =>
        intent.client_secret === null
          ? Effect.fail(new PaymentsUnavailable({ message: PROVIDER_UNAVAILABLE, cause: "SetupIntent without client_secret" }))
          : Effect.succeed({ id: intent.id, client_secret: intent.client_secret }))
    )

  /** A PaymentIntent the browser confirms with the card; amount in cents as the server computed it. */
  const createCreditPaymentIntent = (request: {
    readonly customer: string
    readonly amountCents: number
    readonly credit: number
    readonly agencyId: number
    readonly paymentId: number
    readonly description: string
  }) =>
    call("createCreditPaymentIntent", () =>
      stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency,
          customer: request.customer,
          description: request.description,
          metadata: metadataParam({ kind: "credits", agency_id: request.agencyId, payment_id: request.paymentId, credit: request.credit })
        },
        { idempotencyKey: `payment-${request.paymentId}` }
      )).pipe(
      Effect.flatMap((intent) =>
        intent.client_secret === null
          ? Effect.fail(new PaymentsUnavailable({ message: PROVIDER_UNAVAILABLE, cause: "PaymentIntent without client_secret" }))
          : Effect.succeed({ id: intent.id, client_secret: intent.client_secret }))
    )

  /** The customer a card belongs to (null when detached), to refuse cards of other agencies. */
  const paymentMethodOwner = (paymentMethodId: string) =>
    call("retrievePaymentMethod", () => stripe.paymentMethods.retrieve(paymentMethodId)).pipe(Effect.map((method) => customerId(method.customer)))

  /**
   * Attaches the card the browser confirmed (if it is not yet) and sets its billing details; a new
   * card becomes the default, while editing the details of a saved card leaves the default alone.
   */
  const attachPaymentMethod = (customer: string, paymentMethodId: string, billing: BillingDetails, makeDefault: boolean) =>
    Effect.gen(function*() {
      const owner = yield* paymentMethodOwner(paymentMethodId)
      if (owner !== customer) yield* call("attachPaymentMethod", () => stripe.paymentMethods.attach(paymentMethodId, { customer }))
      const method = yield* call("updatePaymentMethod", () => stripe.paymentMethods.update(paymentMethodId, { billing_details: billingDetailsParam(billing) }))
      if (makeDefault) {
        yield* call("setDefaultPaymentMethod", () => stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } }))
      }
      return toPaymentMethod(method, makeDefault ? paymentMethodId : yield* defaultMethodOf(customer))
    })

  const defaultMethodOf = (customer: string) =>
    call("retrieveCustomer", () => stripe.customers.retrieve(customer)).pipe(
      Effect.map((found) => ("deleted" in found && found.deleted === true) ? null : customerId((found as Stripe.Customer).invoice_settings?.default_payment_method ?? null))
    )

  /** The customer's cards, default first. */
  const listPaymentMethods = (customer: string) =>
    Effect.gen(function*() {
      const list = yield* call("listPaymentMethods", () => stripe.paymentMethods.list({ customer, type: "card", limit: 100 }))
      const defaultId = yield* defaultMethodOf(customer)
      const methods = list.data.map((method) => toPaymentMethod(method, defaultId))
      return [...methods.filter((method) => method.is_default), ...methods.filter((method) => !method.is_default)]
    })

  const detachPaymentMethod = (paymentMethodId: string) =>
    call("detachPaymentMethod", () => stripe.paymentMethods.detach(paymentMethodId)).pipe(Effect.asVoid)

  /** The coupon by its code; unknown codes fail with PaymentResourceMissing. */
  const retrieveCoupon = (code: string) =>
    call("retrieveCoupon", () => stripe.coupons.retrieve(code)).pipe(
      Effect.map((coupon) => ({
        coupon: {
          id: coupon.id,
          name: coupon.name ?? null,
          amount_off: coupon.amount_off ?? null,
          percent_off: coupon.percent_off ?? null,
          currency: coupon.currency ?? null
        } satisfies Coupon,
        valid: coupon.valid
      }))
    )

  /**
   * A one-off charge of a saved card, confirmed while the payer is present (not off_session), so a
   * card that asks for 3-D Secure answers requires_action with the client secret instead of failing.
   */
  const chargeOnce = (request: {
    readonly customer: string
    readonly paymentMethod: string
    readonly amountCents: number
    readonly description: string
    readonly metadata: PaymentMetadata
  }) =>
    call("chargeOnce", () =>
      stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency,
          customer: request.customer,
          payment_method: request.paymentMethod,
          description: request.description,
          // Cards only, confirmed here: no redirect-based method that would need a return_url.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          confirm: true,
          metadata: metadataParam(request.metadata)
        },
        { idempotencyKey: `payment-${request.metadata.payment_id}` }
      )).pipe(Effect.map(toIntentState))

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

  /** A PaymentIntent as it stands at the provider (reconciliation asks instead of waiting for a webhook). */
  const retrievePaymentIntent = (id: string) => call("retrievePaymentIntent", () => stripe.paymentIntents.retrieve(id)).pipe(Effect.map(toIntentState))

  /** The customer's recent PaymentIntents: finds the one a crash left unrecorded (metadata.payment_id). */
  const listPaymentIntents = (customer: string) =>
    call("listPaymentIntents", () => stripe.paymentIntents.list({ customer, limit: 100 })).pipe(Effect.map((list) => list.data.map(toIntentState)))

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

  /** The event of a webhook delivery, if its signature matches the raw body with our webhook secret. */
  const verifyWebhook = (rawBody: string, signatureHeader: string | undefined) =>
    Effect.try({
      try: () => {
        if (signatureHeader === undefined || signatureHeader === "") throw new Error("No Stripe-Signature header")
        const secret = Redacted.value(settings.webhookSecret)
        // Without STRIPE_WEBHOOK_SECRET anyone could sign with the empty key: refuse every delivery.
        if (secret === "") throw new Error("STRIPE_WEBHOOK_SECRET is not set")
        return stripe.webhooks.constructEvent(rawBody, signatureHeader, secret)
      },
      catch: (error) => new InvalidWebhookSignature({ reason: error instanceof Error ? error.message : String(error) })
    })

  return {
    currency,
    createCustomer,
    createSetupIntent,
    createCreditPaymentIntent,
    paymentMethodOwner,
    attachPaymentMethod,
    defaultPaymentMethod: defaultMethodOf,
    listPaymentMethods,
    detachPaymentMethod,
    retrieveCoupon,
    chargeOnce,
    retrievePaymentIntent,
    listPaymentIntents,
    retrieveSubscription,
    changeSubscriptionPlan,
    cancelSubscription,
    listSubscriptions,
    subscribe,
    verifyWebhook
  } as const
}

export class Payments extends Effect.Service<Payments>()("server/integrations/Payments", {
  effect: Effect.map(PaymentSettings, (settings) => makePayments(stripeClient(settings), settings))
}) {}
