// Our payment behind a provider charge, dispute or subscription invoice (moved out of PaymentAdjustments so
// that each file has one job). Charges of subscription invoices carry no metadata of ours: their payment is found through
// the invoice the charge's PaymentIntent paid; a renewal by its invoice id (recorded now if the refund
// comes before invoice.paid), a first period or plan change by the payment_id in the subscription's
// metadata. A payment still open is settled first (a charge being refunded or disputed was paid).
import { Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { PaymentRepo, type PaymentRow } from "../../db/repos/PaymentRepo.ts"
import { SubscriptionRepo, type SubscriptionRow } from "../../db/repos/SubscriptionRepo.ts"
import { type PaidInvoice, Payments } from "../../integrations/payments/index.ts"
import { SubjectType } from "../activity/subjects.ts"
import { PaymentFulfilment } from "./PaymentFulfilment.ts"
import { asRecord, idOf, type Metadata } from "./providerObjects.ts"

const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })
/** Payment statuses in which the provider's charge is not yet applied here. */
export const OPEN: ReadonlyArray<PaymentRow["status"]> = ["pending", "requires_action", "failed"]

export class ChargedPayments extends Effect.Service<ChargedPayments>()("server/domain/ChargedPayments", {
  effect: Effect.gen(function* () {
    const rows = yield* PaymentRepo
    const subscriptions = yield* SubscriptionRepo
    const activity = yield* ActivityLogRepo
    const fulfilment = yield* PaymentFulfilment
    const payments = yield* Payments

    const record = (payment: PaymentRow, event: string, properties: Record<string, unknown>) =>
      activity.record({
        event,
        causer: null,
        subject: agencyRef(payment.agency_id),
        properties: { payment_id: payment.id, kind: payment.kind, ...properties }
      })

    /**
     * Outside the transaction (it asks the provider): the subscription invoice a charge (or dispute) paid,
     * for a charge whose PaymentIntent is not one of ours. Unreachable provider: the delivery fails and
     * is sent again.
     */
    const invoiceOfCharge = (object: Record<string, unknown>) =>
      Effect.gen(function* () {
        const intent = idOf(object["payment_intent"])
        const kind = asRecord(object["metadata"])["kind"]
        if (intent === null || kind === "credits" || kind === "plan") return Option.none<PaidInvoice>()
        if (Option.isSome(yield* rows.byRef(intent))) return Option.none<PaidInvoice>()
        return yield* payments.invoiceOfPaymentIntent(intent).pipe(
          Effect.catchTag("PaymentResourceMissing", () => Effect.succeed(Option.none<PaidInvoice>())),
          Effect.orDie
        )
      })

    /** Inside the transaction: a renewal the provider charged, as invoice.paid records it (once, by its invoice). */
    const recordRenewal = (
      live: SubscriptionRow,
      invoice: { readonly id: string; readonly amountPaid: number; readonly currency: string; readonly url: string | null }
    ) =>
      Effect.gen(function* () {
        const payment = yield* rows.insertRenewal({
          agency_id: live.agency_id,
          user_id: null,
          kind: "plan",
          amount: invoice.amountPaid,
          currency: invoice.currency,
          credit: null,
          plan_id: live.plan_id,
          portal_id: live.portal_id,
          coupon: null,
          provider_ref: invoice.id,
          receipt_url: invoice.url
        })
        if (Option.isSome(payment))
          yield* record(payment.value, "payment.renewed", { amount: payment.value.amount, subscription: live.provider_subscription_id })
        return payment
      })

    /** Inside the transaction: our payment of a subscription invoice, settled if it is still open. */
    const paymentOfInvoice = (invoice: PaidInvoice) =>
      Effect.gen(function* () {
        if (invoice.billingReason === "subscription_cycle" || invoice.billingReason === null) {
          const existing = yield* rows.byRef(invoice.id)
          if (Option.isSome(existing) || invoice.subscription === null || invoice.amountPaid === null) return existing
          // Refunded (or disputed) before its invoice.paid came: the renewal is recorded now.
          const live = yield* subscriptions.byProviderId(invoice.subscription)
          if (Option.isNone(live)) return Option.none<PaymentRow>()
          const inserted = yield* recordRenewal(live.value, {
            id: invoice.id,
            amountPaid: invoice.amountPaid,
            currency: invoice.currency ?? "usd",
            url: invoice.url
          })
          return Option.isSome(inserted) ? inserted : yield* rows.byRef(invoice.id)
        }
        // A first period or a plan change: the payment the subscription's metadata names.
        const found = yield* fulfilment.paymentFor(invoice.metadata, invoice.subscription)
        if (Option.isNone(found) || !OPEN.includes(found.value.status)) return found
        const applied = yield* fulfilment.applySuccess(found.value.id, invoice.subscription)
        if (invoice.amountPaid !== null) yield* rows.setInvoice(found.value.id, invoice.amountPaid, invoice.url)
        return Option.isSome(applied) ? yield* rows.byId(found.value.id) : found
      })

    /** Our payment of a charge or dispute: by its PaymentIntent, else by the metadata we set, else by its invoice. */
    const paymentOfCharge = (object: Record<string, unknown>, invoice: Option.Option<PaidInvoice>) =>
      Effect.gen(function* () {
        if (Option.isSome(invoice)) return yield* paymentOfInvoice(invoice.value)
        const intent = idOf(object["payment_intent"])
        const byRef = intent === null ? Option.none<PaymentRow>() : yield* rows.byRef(intent)
        if (Option.isSome(byRef)) return byRef
        return yield* fulfilment.paymentFor(asRecord(object["metadata"]) as Metadata, intent)
      })

    /** Inside the transaction: a payment still open is settled first (the provider charged it). */
    const settled = (payment: PaymentRow) =>
      Effect.gen(function* () {
        if (!OPEN.includes(payment.status)) return payment
        const applied = yield* fulfilment.applySuccess(payment.id, payment.provider_ref)
        return Option.getOrElse(applied, () => payment)
      })

    /**
     * charge.succeeded of one of our PaymentIntents (credits, a one-off plan): the charge's receipt page
     * (receipt_url) is the payment's receipt. It changes nothing else, so a repeated event is harmless. A
     * subscription invoice's charge names no payment of ours: that payment takes the invoice's hosted
     * page when invoice.paid settles it.
     */
    const recordReceipt = (charge: Record<string, unknown>) =>
      Effect.gen(function* () {
        const url = charge["receipt_url"]
        const intent = idOf(charge["payment_intent"])
        if (typeof url !== "string" || url === "" || intent === null) return Option.none<PaymentRow>()
        const byRef = yield* rows.byRef(intent)
        // The server may have stopped before it recorded the intent: the payment_id we put in the metadata.
        const found = Option.isSome(byRef) ? byRef : yield* fulfilment.paymentFor(asRecord(charge["metadata"]) as Metadata, intent)
        return Option.isSome(found) ? yield* rows.setReceipt(found.value.id, url) : found
      })

    return { invoiceOfCharge, paymentOfCharge, recordReceipt, recordRenewal, settled } as const
  })
}) {}
