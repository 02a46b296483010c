// GET /v1/invoices/:id and POST /v1/invoices/:id/void, as Stripe has them. Voiding marks a finalized
// invoice void for good: only an open one (a paid, void or draft invoice is refused); its unfinished
// PaymentIntent is canceled (cancellation_reason void_invoice), and a subscription's pending update that
// waited on it is discarded, so the subscription stays as it was (customer.subscription.updated).
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { requireSecretKey } from "./auth.ts"
import { storedInvoiceBody, subscriptionBody } from "./invoice-payment.ts"
import { fail, invalidRequest, json, replied, resourceMissing } from "./replies.ts"
import { reloadPayment } from "./settle.ts"
import { markPaymentCanceled, paymentIntentJson } from "./store/intents.ts"
import { findInvoice, markInvoiceVoid } from "./store/invoices.ts"
import { findSubscription, pendingUpdateOf, setPendingUpdate } from "./store/subscriptions.ts"
import { announce } from "./webhooks.ts"

const invoiceById = Effect.flatMap(HttpRouter.params, (params) => {
  const id = params["id"] ?? ""
  return Effect.flatMap(
    findInvoice(id),
    Option.match({ onNone: () => fail(resourceMissing("invoice", id, "invoice")), onSome: Effect.succeed })
  )
})

const retrieve = Effect.gen(function* () {
  yield* requireSecretKey
  const invoice = yield* invoiceById
  return json(yield* storedInvoiceBody(invoice.id))
})

/** Stripe voids finalized invoices that are still collectible: open (uncollectible, which the sandbox never sets). */
const notVoidable = (status: string) =>
  invalidRequest(`You can only void invoices with status open or uncollectible; this invoice's status is ${status}.`, {
    code: "invoice_not_editable"
  })

const voidInvoice = Effect.gen(function* () {
  yield* requireSecretKey
  const invoice = yield* invoiceById
  const voided = yield* atomically(
    Effect.gen(function* () {
      if (!(yield* markInvoiceVoid(invoice.id))) return undefined
      const body = yield* storedInvoiceBody(invoice.id)
      if (invoice.payment_intent !== null && (yield* markPaymentCanceled(invoice.payment_intent, "void_invoice"))) {
        yield* announce("payment_intent.canceled", paymentIntentJson(yield* reloadPayment(invoice.payment_intent)))
      }
      yield* announce("invoice.voided", body)
      const subscription = invoice.subscription === null ? undefined : Option.getOrUndefined(yield* findSubscription(invoice.subscription))
      if (subscription !== undefined && pendingUpdateOf(subscription)?.invoice === invoice.id) {
        yield* setPendingUpdate(subscription.id, null)
        yield* announce(
          "customer.subscription.updated",
          yield* subscriptionBody(Option.getOrThrow(yield* findSubscription(subscription.id)))
        )
      }
      return body
    })
  )
  if (voided === undefined) {
    const now = Option.getOrThrow(yield* findInvoice(invoice.id))
    return yield* fail(notVoidable(now.status))
  }
  return json(voided)
})

export const invoiceRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/invoices/:id", replied(retrieve)),
  HttpRouter.post("/v1/invoices/:id/void", replied(voidInvoice))
)
