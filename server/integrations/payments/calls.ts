// What every provider call shares: the SDK's errors as three tagged failures (a declined card keeps
// the provider's message, a missing object is "missing", anything else is the provider being
// unreachable), the call wrapper that maps them, and the metadata that ties provider objects to our payments.
import { Data, Effect } from "effect"
import Stripe from "stripe"

import { CONNECTION_ISSUES as PROVIDER_UNAVAILABLE } from "../../lib/messages.ts"

export { PROVIDER_UNAVAILABLE }
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

export const call = <A>(name: string, run: () => Promise<A>): Effect.Effect<A, PaymentsError> =>
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

export const metadataParam = (metadata: PaymentMetadata): Record<string, string> => {
  const out: Record<string, string> = {
    kind: metadata.kind,
    agency_id: String(metadata.agency_id),
    payment_id: String(metadata.payment_id)
  }
  if (metadata.credit !== undefined) out["credit"] = String(metadata.credit)
  if (metadata.plan_id !== undefined) out["plan_id"] = String(metadata.plan_id)
  if (metadata.portal_id !== undefined && metadata.portal_id !== null) out["portal_id"] = String(metadata.portal_id)
  return out
}

export const customerId = (value: string | { readonly id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id
