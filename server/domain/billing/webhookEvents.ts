// The provider's webhook events, each applied once: the event id is recorded with its effects in one
// transaction and the payment's own status guards it too, so an event delivered again (or concurrently)
// changes nothing. Event types we do not use are acknowledged and ignored.
import { Effect, Option } from "effect"
import type Stripe from "stripe"

import { BillingRepo } from "../../db/repos/BillingRepo.ts"
import { PaymentRepo, type PaymentRow } from "../../db/repos/PaymentRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Payments } from "../../integrations/payments/index.ts"
import { paymentSettlement } from "./paymentSettlement.ts"
import { asRecord, idOf, invoiceSubscription, type Metadata, paymentIdOf } from "./providerObjects.ts"

export type WebhookOutcome = "applied" | "repeated" | "ignored"

export const webhookEvents = Effect.gen(function* () {
  const billing = yield* BillingRepo
  const payments = yield* PaymentRepo
  const transaction = yield* Transaction
  const provider = yield* Payments
  const { applySuccess, announce, applyEnd } = yield* paymentSettlement

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
    invoice?: { readonly amountPaid: number; readonly url: string | null },
    /** The invoice is surely this payment's (a plan change's own): its figure holds even if the payment was settled before. */
    ownInvoice = false
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
              invoice === undefined || (Option.isNone(applied) && !(ownInvoice && row.status === "succeeded"))
                ? Effect.void
                : payments.setInvoice(row.id, invoice.amountPaid, invoice.url)
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

  /**
   * The paid plan-change invoice `id` names, read from the provider (events name the subscription's latest
   * invoice by id only); undefined for any other invoice. A provider that cannot answer fails the delivery,
   * which the provider sends again.
   */
  const planChangeInvoice = (id: string | null) =>
    id === null
      ? Effect.succeed(undefined)
      : provider.retrieveInvoice(id).pipe(
          Effect.map((invoice) =>
            invoice.paid && invoice.billingReason === "subscription_update" && invoice.amountPaid !== null
              ? { amountPaid: invoice.amountPaid, url: invoice.url }
              : undefined
          ),
          Effect.catchTag("PaymentResourceMissing", () => Effect.succeed(undefined)),
          Effect.orDie
        )

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
        // Its figure is the plan change's invoice (the subscription's latest), not the estimate it was recorded with.
        return Effect.flatMap(planChangeInvoice(idOf(object["latest_invoice"])), (invoice) =>
          succeeded(event, metadata, idOf(object["id"]), invoice, true)
        )
      }
      default:
        return Effect.succeed("ignored")
    }
  }

  return { handle, once, paymentFor } as const
})
