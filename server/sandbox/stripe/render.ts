// Charges, refunds and disputes rendered as Stripe answers them, with what each JSON needs loaded
// (the card, the refunds, the receipt page's address).
import { Effect, Option } from "effect"

import { SANDBOX_STRIPE_PREFIX } from "../../lib/embedded-services.ts"
import { SandboxStripeSettings } from "./settings.ts"
import { chargeJson, type ChargeRow, findCharge } from "./store/charges.ts"
import { disputeJson, type DisputeRow } from "./store/disputes.ts"
import { findPaymentMethod } from "./store/payment-methods.ts"
import { listRefunds, refundJson, type RefundRow } from "./store/refunds.ts"

const paymentMethodOf = (charge: ChargeRow) =>
  charge.payment_method === null ? Effect.succeed(undefined) : Effect.map(findPaymentMethod(charge.payment_method), Option.getOrUndefined)

/** The sandbox's receipt page for a charge, as Stripe hosts one per charge. */
export const receiptUrl = (chargeId: string) =>
  Effect.map(SandboxStripeSettings, (settings) => `${settings.appOrigin}${SANDBOX_STRIPE_PREFIX}/receipts/${chargeId}`)

/** The sandbox's hosted invoice page, as Stripe hosts one for every finalized invoice. */
export const hostedInvoiceUrl = (invoiceId: string) =>
  Effect.map(SandboxStripeSettings, (settings) => `${settings.appOrigin}${SANDBOX_STRIPE_PREFIX}/invoices/${invoiceId}`)

export const renderCharge = (charge: ChargeRow) =>
  Effect.gen(function* () {
    const refunds = yield* listRefunds({ charge: charge.id })
    return chargeJson(
      charge,
      yield* paymentMethodOf(charge),
      refunds.map((refund) => refundJson(refund, charge)),
      yield* receiptUrl(charge.id)
    )
  })

/** The charge as it is now (after an update), rendered. */
export const renderChargeById = (id: string) => Effect.flatMap(Effect.map(findCharge(id), Option.getOrThrow), renderCharge)

export const renderRefund = (refund: RefundRow) =>
  Effect.map(Effect.map(findCharge(refund.charge), Option.getOrThrow), (charge) => refundJson(refund, charge))

export const renderDispute = (dispute: DisputeRow) =>
  Effect.gen(function* () {
    const charge = Option.getOrThrow(yield* findCharge(dispute.charge))
    return disputeJson(dispute, charge, yield* paymentMethodOf(charge))
  })
