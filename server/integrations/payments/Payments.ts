// The payment provider behind an Effect service: the official `stripe` SDK, pointed at Stripe or, by
// default, at the sandbox payments mounted in this app (PaymentSettings). Every call maps the SDK's
// errors to three tagged failures (calls.ts) the billing domain turns into answers; subscriptions have
// their own file.
import { Effect, Option, Redacted } from "effect"
import Stripe from "stripe"

import type { BillingDetails, Coupon, PaymentMethod } from "#contract/billing.ts"

import {
  call,
  customerId,
  InvalidWebhookSignature,
  metadataParam,
  type PaymentMetadata,
  PaymentsUnavailable,
  PROVIDER_UNAVAILABLE
} from "./calls.ts"
import { makeCardCalls } from "./cards.ts"
import { prefixedStripeHttpClient } from "./http-client.ts"
import { makeInvoicePaymentCalls } from "./invoice-payments.ts"
import { PaymentSettings, type PaymentSettingsShape } from "./settings.ts"
import { makeSubscriptionCalls } from "./subscriptions.ts"
import { decodeWebhookEvent } from "./webhook-event.ts"

export type { PaymentMetadata, PaymentsError } from "./calls.ts"
export {
  INVALID_COUPON,
  InvalidWebhookSignature,
  PaymentDeclined,
  PaymentResourceMissing,
  PaymentsUnavailable,
  PROVIDER_UNAVAILABLE,
  toPaymentsError
} from "./calls.ts"
export type { PaidInvoice } from "./invoice-payments.ts"
export { InvalidWebhookEvent } from "./webhook-event.ts"

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

const billingDetailsParam = (billing: BillingDetails) => ({
  name: billing.name,
  email: billing.email,
  address: { country: billing.country }
})

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
      )
    ).pipe(Effect.map((customer) => customer.id))

  const createSetupIntent = (customer: string) =>
    call("createSetupIntent", () => stripe.setupIntents.create({ customer, usage: "off_session" })).pipe(
      Effect.flatMap((intent) =>
        intent.client_secret === null
          ? Effect.fail(new PaymentsUnavailable({ message: PROVIDER_UNAVAILABLE, cause: "SetupIntent without client_secret" }))
          : Effect.succeed({ id: intent.id, client_secret: intent.client_secret })
      )
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
      )
    ).pipe(
      Effect.flatMap((intent) =>
        intent.client_secret === null
          ? Effect.fail(new PaymentsUnavailable({ message: PROVIDER_UNAVAILABLE, cause: "PaymentIntent without client_secret" }))
          : Effect.succeed({ id: intent.id, client_secret: intent.client_secret })
      )
    )

  /** The customer a card belongs to (null when detached), to refuse cards of other agencies. */
  const paymentMethodOwner = (paymentMethodId: string) =>
    call("retrievePaymentMethod", () => stripe.paymentMethods.retrieve(paymentMethodId)).pipe(
      Effect.map((method) => customerId(method.customer))
    )

  /**
   * Attaches the card the browser confirmed (if it is not yet) and sets its billing details; a new
   * card becomes the default, while editing the details of a saved card leaves the default alone. With
   * the save attempt's idempotency key, a retried save repeats none of these calls at the provider.
   */
  const attachPaymentMethod = (
    customer: string,
    paymentMethodId: string,
    billing: BillingDetails,
    makeDefault: boolean,
    idempotencyKey: string | null = null
  ) =>
    Effect.gen(function* () {
      const keyed = (step: string) =>
        idempotencyKey === null ? undefined : { idempotencyKey: `card-${idempotencyKey}-${step}-${paymentMethodId}` }
      const owner = yield* paymentMethodOwner(paymentMethodId)
      if (owner !== customer) {
        yield* call("attachPaymentMethod", () => stripe.paymentMethods.attach(paymentMethodId, { customer }, keyed("attach")))
      }
      const method = yield* call("updatePaymentMethod", () =>
        stripe.paymentMethods.update(paymentMethodId, { billing_details: billingDetailsParam(billing) }, keyed("update"))
      )
      if (makeDefault) {
        yield* call("setDefaultPaymentMethod", () =>
          stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } }, keyed("default"))
        )
      }
      return toPaymentMethod(method, makeDefault ? paymentMethodId : yield* defaultMethodOf(customer))
    })

  const defaultMethodOf = (customer: string) =>
    call("retrieveCustomer", () => stripe.customers.retrieve(customer)).pipe(
      Effect.map((found) =>
        "deleted" in found && found.deleted === true
          ? null
          : customerId((found as Stripe.Customer).invoice_settings?.default_payment_method ?? null)
      )
    )

  /** The customer's cards, default first. */
  const listPaymentMethods = (customer: string) =>
    Effect.gen(function* () {
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
      )
    ).pipe(Effect.map(toIntentState))

  /** A PaymentIntent as it stands at the provider (reconciliation asks instead of waiting for a webhook). */
  const retrievePaymentIntent = (id: string) =>
    call("retrievePaymentIntent", () => stripe.paymentIntents.retrieve(id)).pipe(Effect.map(toIntentState))

  /** Cancels a PaymentIntent nobody confirmed (an abandoned checkout): it can never be charged after. */
  const cancelPaymentIntent = (id: string) =>
    call("cancelPaymentIntent", () => stripe.paymentIntents.cancel(id, { cancellation_reason: "abandoned" })).pipe(
      Effect.map(toIntentState)
    )

  /** The customer's recent PaymentIntents: finds the one a crash left unrecorded (metadata.payment_id). */
  const listPaymentIntents = (customer: string) =>
    call("listPaymentIntents", () => stripe.paymentIntents.list({ customer, limit: 100 })).pipe(
      Effect.map((list) => list.data.map(toIntentState))
    )

  /**
   * The event of a webhook delivery: its signature must match the raw body with our webhook secret
   * (else InvalidWebhookSignature), then the body must be an event of the provider's (else
   * InvalidWebhookEvent, naming the field) — two causes, told apart.
   */
  const verifyWebhook = (rawBody: string, signatureHeader: string | undefined) =>
    Effect.try({
      try: () => {
        if (signatureHeader === undefined || signatureHeader === "") throw new Error("No Stripe-Signature header")
        const secret = Redacted.value(settings.webhookSecret)
        // Without STRIPE_WEBHOOK_SECRET anyone could sign with the empty key: refuse every delivery.
        if (secret === "") throw new Error("STRIPE_WEBHOOK_SECRET is not set")
        stripe.webhooks.signature!.verifyHeader(rawBody, signatureHeader, secret)
      },
      catch: (error) => new InvalidWebhookSignature({ reason: error instanceof Error ? error.message : String(error) })
    }).pipe(Effect.zipRight(decodeWebhookEvent(rawBody)))

  return {
    ...makeSubscriptionCalls(stripe),
    ...makeInvoicePaymentCalls(stripe),
    ...makeCardCalls(stripe),
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
    cancelPaymentIntent,
    listPaymentIntents,
    verifyWebhook
  } as const
}

export class Payments extends Effect.Service<Payments>()("server/integrations/Payments", {
  effect: Effect.map(PaymentSettings, (settings) => makePayments(stripeClient(settings), settings))
}) {}
