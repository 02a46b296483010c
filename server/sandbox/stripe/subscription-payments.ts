// Subscriptions that pay their invoices as Stripe's do. Creating one finalizes its first invoice
// (invoice.created, invoice.finalized) and pays it through a PaymentIntent as payment_behavior says:
// allow_incomplete (the default) and default_incomplete leave the subscription incomplete while the
// intent waits for 3-D Secure, was declined, or (default_incomplete) is left to the caller to confirm;
// error_if_incomplete answers 402 and creates nothing. A plan change charged at once
// (always_invoice) with pending_if_incomplete keeps the old price until its invoice is paid
// (pending_update); with allow_incomplete / default_incomplete it applies and the subscription is
// past_due until paid. An incomplete subscription not paid within 23 hours is incomplete_expired.
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { type CardError } from "./cards.ts"
import { type FormTree, text, tree } from "./form.ts"
import { attemptInvoicePayment, invoiceOutcome } from "./invoice-charge.ts"
import { storedInvoiceBody, subscriptionBody } from "./invoice-payment.ts"
import { fail, invalidRequest, stripeError } from "./replies.ts"
import { type CouponRow, findCoupon, priceJson, type PriceRow } from "./store/catalogue.ts"
import { newId } from "./store/ids.ts"
import { findPaymentIntent } from "./store/intents.ts"
import { findInvoice, insertOpenInvoice, markInvoicePaid } from "./store/invoices.ts"
import { paymentMethodJson, type PaymentMethodRow } from "./store/payment-methods.ts"
import {
  changeSubscription,
  discountJson,
  expireIncomplete,
  findSubscription,
  insertIncompleteSubscription,
  setPendingUpdate,
  setSubscriptionState,
  type SubscriptionRow
} from "./store/subscriptions.ts"
import { announce } from "./webhooks.ts"

/** The payment_behavior values Stripe accepts on subscription create and update. */
const CREATE_BEHAVIORS = ["allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"]

/** What Stripe accepts alongside payment_behavior=pending_if_incomplete (its pending updates reference). */
const PENDING_UPDATE_PARAMS = [
  "expand",
  "payment_behavior",
  "proration_behavior",
  "proration_date",
  "billing_cycle_anchor",
  "items",
  "trial_end",
  "trial_from_plan",
  "add_invoice_items",
  "metadata"
]

const REQUIRES_ACTION_MESSAGE = "Payment for this subscription requires additional user action before it can be completed successfully."

/** payment_behavior, checked: Stripe's four values, allow_incomplete when absent. */
export const paymentBehaviorOf = (form: FormTree) =>
  Effect.gen(function* () {
    const behavior = text(form, "payment_behavior") ?? "allow_incomplete"
    if (!CREATE_BEHAVIORS.includes(behavior)) {
      return yield* fail(
        invalidRequest(`Invalid payment_behavior: must be one of ${CREATE_BEHAVIORS.join(", ")}`, { param: "payment_behavior" })
      )
    }
    return behavior
  })

/** pending_if_incomplete takes only the parameters a pending update can hold; anything else is refused. */
export const checkPendingUpdateParams = (form: FormTree) =>
  Effect.gen(function* () {
    const other = Object.keys(form).find((key) => !PENDING_UPDATE_PARAMS.includes(key))
    if (other !== undefined) {
      return yield* fail(
        invalidRequest(
          `You cannot pass \`${other}\` when \`payment_behavior\` is \`pending_if_incomplete\`. Only these parameters are supported for pending updates: ${PENDING_UPDATE_PARAMS.join(", ")}.`,
          { param: other }
        )
      )
    }
  })

/** error_if_incomplete: a card that cannot pay now (declined, or asking for 3-D Secure) is Stripe's 402, nothing changed. */
export const refuseUnlessPaid = (card: PaymentMethodRow, offSession: boolean) =>
  Effect.gen(function* () {
    const outcome = invoiceOutcome(card, offSession)
    if (outcome.decline !== undefined)
      return yield* fail(stripeError(402, { type: "card_error", ...outcome.decline, payment_method: paymentMethodJson(card) }))
    if (outcome.action) {
      return yield* fail(
        stripeError(402, {
          type: "card_error",
          code: "subscription_payment_intent_requires_action",
          message: REQUIRES_ACTION_MESSAGE,
          payment_method: paymentMethodJson(card)
        })
      )
    }
  })

/** The invoice as invoice.created shows it: a draft, not finalized, with no hosted page yet. */
const draftOf = <I extends { readonly status_transitions: object }>(finalized: I) => ({
  ...finalized,
  status: "draft",
  hosted_invoice_url: null,
  status_transitions: { ...finalized.status_transitions, finalized_at: null }
})

const expandsOf = (form: FormTree) =>
  Object.values(tree(form, "expand") ?? {}).filter((value): value is string => typeof value === "string")

/** The subscription's JSON, its discounts and latest_invoice (with confirmation_secret) expanded when asked for. */
export const subscriptionAnswer = (row: SubscriptionRow, form: FormTree) =>
  Effect.gen(function* () {
    const unexpanded = yield* subscriptionBody(row)
    const expands = expandsOf(form)
    const coupon = row.coupon === null || !expands.includes("discounts") ? undefined : Option.getOrUndefined(yield* findCoupon(row.coupon))
    const body = coupon === undefined ? unexpanded : { ...unexpanded, discounts: [discountJson(row, coupon)] }
    if (row.latest_invoice === null || !expands.some((path) => path === "latest_invoice" || path.startsWith("latest_invoice."))) return body
    const invoice: Record<string, unknown> = yield* storedInvoiceBody(row.latest_invoice)
    if (expands.includes("latest_invoice.confirmation_secret")) {
      const stored = Option.getOrThrow(yield* findInvoice(row.latest_invoice))
      const intent = stored.payment_intent === null ? Option.none() : yield* findPaymentIntent(stored.payment_intent)
      invoice["confirmation_secret"] = Option.match(intent, {
        onNone: () => null,
        onSome: (found) => ({ client_secret: found.client_secret, type: "payment_intent" })
      })
    }
    return { ...body, latest_invoice: invoice }
  })

/** Incomplete subscriptions past their 23 hours become incomplete_expired (customer.subscription.updated). */
export const expireOverdue = (customer: string | null) =>
  atomically(
    Effect.gen(function* () {
      const expired = yield* expireIncomplete(customer)
      for (const id of expired)
        yield* announce("customer.subscription.updated", yield* subscriptionBody(Option.getOrThrow(yield* findSubscription(id))))
    })
  )

/** POST /v1/subscriptions after its parameters are checked: the subscription, its first invoice and its payment. */
export const startSubscription = (input: {
  readonly customer: string
  readonly price: PriceRow
  readonly coupon: CouponRow | undefined
  readonly card: PaymentMethodRow | undefined
  readonly metadata: Record<string, string>
  readonly amount: number
  readonly behavior: string
  readonly offSession: boolean
}) =>
  Effect.gen(function* () {
    if (input.behavior === "error_if_incomplete" && input.card !== undefined && input.amount > 0)
      yield* refuseUnlessPaid(input.card, input.offSession)
    return yield* atomically(
      Effect.gen(function* () {
        const subscriptionId = newId("sub")
        const invoiceId = newId("in")
        yield* insertIncompleteSubscription({
          id: subscriptionId,
          customer: input.customer,
          price: input.price.id,
          coupon: input.coupon?.id ?? null,
          paymentMethod: input.card?.id ?? null,
          metadata: input.metadata,
          latestInvoice: invoiceId
        })
        yield* insertOpenInvoice({
          id: invoiceId,
          customer: input.customer,
          subscription: subscriptionId,
          subtotal: input.price.unit_amount,
          amountDue: input.amount,
          currency: input.price.currency,
          billingReason: "subscription_create"
        })
        const finalized = yield* storedInvoiceBody(invoiceId)
        yield* announce("invoice.created", draftOf(finalized))
        yield* announce("invoice.finalized", finalized)
        let attempt: { readonly status: string; readonly decline: CardError | undefined } = { status: "succeeded", decline: undefined }
        if (input.amount > 0 && input.card !== undefined) {
          attempt = yield* attemptInvoicePayment({
            invoice: invoiceId,
            customer: input.customer,
            paymentMethod: input.card.id,
            card: input.card,
            amount: input.amount,
            currency: input.price.currency,
            description: "Subscription creation",
            metadata: {},
            offSession: input.offSession,
            confirm: input.behavior !== "default_incomplete"
          })
        }
        if (attempt.status === "succeeded") {
          yield* markInvoicePaid(invoiceId)
          yield* setSubscriptionState(subscriptionId, { status: "active" })
        }
        const row = Option.getOrThrow(yield* findSubscription(subscriptionId))
        yield* announce("customer.subscription.created", yield* subscriptionBody(row))
        const invoice = yield* storedInvoiceBody(invoiceId)
        if (attempt.status === "succeeded") {
          yield* announce("invoice.paid", invoice)
          yield* announce("invoice.payment_succeeded", invoice)
        } else if (attempt.status === "requires_payment_method") {
          yield* announce("invoice.payment_failed", invoice)
        } else if (attempt.status === "requires_action") {
          yield* announce("invoice.payment_action_required", invoice)
        }
        return row
      })
    )
  })

/**
 * A plan change whose proration is invoiced now (always_invoice, an upgrade): the invoice is paid
 * through a PaymentIntent, and what happens to the change when it cannot be paid at once is
 * payment_behavior's (see the file's comment). `change` writes the new price, coupon and metadata.
 */
export const changeWithPayment = (input: {
  readonly current: SubscriptionRow
  readonly price: PriceRow
  readonly amount: number
  readonly card: PaymentMethodRow
  readonly behavior: string
  readonly offSession: boolean
  readonly metadata: Record<string, string>
  readonly change: Parameters<typeof changeSubscription>[0]
}) =>
  Effect.gen(function* () {
    if (input.behavior === "error_if_incomplete") yield* refuseUnlessPaid(input.card, input.offSession)
    return yield* atomically(
      Effect.gen(function* () {
        const current = input.current
        const invoiceId = newId("in")
        yield* insertOpenInvoice({
          id: invoiceId,
          customer: current.customer,
          subscription: current.id,
          subtotal: input.amount,
          amountDue: input.amount,
          currency: input.price.currency,
          billingReason: "subscription_update"
        })
        const pending = input.behavior === "pending_if_incomplete"
        // Priced at the new price while it is pending: the invoice's line is the change it pays for.
        yield* setPendingUpdate(current.id, {
          price: input.price.id,
          price_json: priceJson(input.price),
          metadata: input.metadata,
          invoice: invoiceId,
          expires_at: Math.floor(Date.now() / 1000) + 23 * 3600
        })
        yield* setSubscriptionState(current.id, { latestInvoice: invoiceId })
        const finalized = yield* storedInvoiceBody(invoiceId)
        yield* announce("invoice.created", draftOf(finalized))
        yield* announce("invoice.finalized", finalized)
        const attempt = yield* attemptInvoicePayment({
          invoice: invoiceId,
          customer: current.customer,
          paymentMethod: input.card.id,
          card: input.card,
          amount: input.amount,
          currency: input.price.currency,
          description: "Subscription update",
          metadata: {},
          offSession: input.offSession,
          confirm: input.behavior !== "default_incomplete"
        })
        const paid = attempt.status === "succeeded"
        if (paid || !pending) {
          // Applied now: paid, or (allow_incomplete / default_incomplete) regardless, owing the invoice.
          yield* setPendingUpdate(current.id, null)
          yield* changeSubscription({ ...input.change, invoiceAmount: null, credit: 0 })
          if (paid) yield* markInvoicePaid(invoiceId)
          else yield* setSubscriptionState(current.id, { status: "past_due" })
        }
        const invoice = yield* storedInvoiceBody(invoiceId)
        if (paid) {
          yield* announce("invoice.paid", invoice)
          yield* announce("invoice.payment_succeeded", invoice)
        } else if (attempt.status === "requires_payment_method") {
          yield* announce("invoice.payment_failed", invoice)
        } else if (attempt.status === "requires_action") {
          yield* announce("invoice.payment_action_required", invoice)
        }
        const row = Option.getOrThrow(yield* findSubscription(current.id))
        yield* announce("customer.subscription.updated", yield* subscriptionBody(row))
        return row
      })
    )
  })
