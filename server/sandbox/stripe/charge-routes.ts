// Charges and refunds on /v1 as Stripe has them, and the receipt page each charge's receipt_url names.
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { requireSecretKey } from "./auth.ts"
import { metadataOf, requestForm, text } from "./form.ts"
import { listPage } from "./pages.ts"
import { receiptPage } from "./receipt-page.ts"
import { refundCharge } from "./refund-flow.ts"
import { renderCharge, renderDispute, renderRefund } from "./render.ts"
import { fail, invalidRequest, json, replied, resourceMissing } from "./replies.ts"
import { findCharge, listCharges } from "./store/charges.ts"
import { findDispute, listDisputes } from "./store/disputes.ts"
import { findPaymentIntent } from "./store/intents.ts"
import { findPaymentMethod } from "./store/payment-methods.ts"
import { findRefund, listRefunds } from "./store/refunds.ts"

const idParam = Effect.map(HttpRouter.params, (params) => params["id"] ?? "")

const chargeById = (id: string, param = "id") =>
  Effect.flatMap(findCharge(id), Option.match({ onNone: () => fail(resourceMissing("charge", id, param)), onSome: Effect.succeed }))

const retrieveCharge = Effect.gen(function* () {
  yield* requireSecretKey
  return json(yield* renderCharge(yield* chargeById(yield* idParam)))
})

const listChargesRoute = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const rows = yield* listCharges({ customer: text(form, "customer"), paymentIntent: text(form, "payment_intent") })
  return yield* listPage(form, yield* Effect.forEach(rows, renderCharge), "/v1/charges")
})

/** The charge a refund request names: `charge`, or the successful charge of `payment_intent`. */
const chargeToRefund = (charge: string | undefined, paymentIntent: string | undefined) =>
  Effect.gen(function* () {
    if (charge !== undefined) return yield* chargeById(charge, "charge")
    if (paymentIntent === undefined) {
      return yield* fail(invalidRequest("One of the following params should be provided for this request: payment_intent or charge."))
    }
    const intent = yield* findPaymentIntent(paymentIntent)
    if (Option.isNone(intent)) return yield* fail(resourceMissing("payment_intent", paymentIntent, "payment_intent"))
    const latest =
      intent.value.status === "succeeded" && intent.value.latest_charge !== null
        ? yield* findCharge(intent.value.latest_charge)
        : Option.none()
    if (Option.isNone(latest)) {
      return yield* fail(
        invalidRequest(`This PaymentIntent (${paymentIntent}) does not have a successful charge to refund.`, { param: "payment_intent" })
      )
    }
    return latest.value
  })

const createRefund = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const charge = yield* chargeToRefund(text(form, "charge"), text(form, "payment_intent"))
  return json(yield* refundCharge(charge, { amount: text(form, "amount"), reason: text(form, "reason"), metadata: metadataOf(form) }))
})

const retrieveRefund = Effect.gen(function* () {
  yield* requireSecretKey
  const id = yield* idParam
  const refund = yield* findRefund(id)
  if (Option.isNone(refund)) return yield* fail(resourceMissing("refund", id))
  return json(yield* renderRefund(refund.value))
})

const listRefundsRoute = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const rows = yield* listRefunds({ charge: text(form, "charge"), paymentIntent: text(form, "payment_intent") })
  return yield* listPage(form, yield* Effect.forEach(rows, renderRefund), "/v1/refunds")
})

const retrieveDispute = Effect.gen(function* () {
  yield* requireSecretKey
  const id = yield* idParam
  const dispute = yield* findDispute(id)
  if (Option.isNone(dispute)) return yield* fail(resourceMissing("dispute", id))
  return json(yield* renderDispute(dispute.value))
})

const listDisputesRoute = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const rows = yield* listDisputes({ charge: text(form, "charge"), paymentIntent: text(form, "payment_intent") })
  return yield* listPage(form, yield* Effect.forEach(rows, renderDispute), "/v1/disputes")
})

/** Like Stripe's hosted receipts, reachable by anyone holding the address. */
const receipt = Effect.gen(function* () {
  const charge = yield* findCharge(yield* idParam)
  if (Option.isNone(charge) || charge.value.status !== "succeeded")
    return HttpServerResponse.html("<!doctype html><title>Receipt not found</title><p>Receipt not found.</p>").pipe(
      HttpServerResponse.setStatus(404)
    )
  const paymentMethod = charge.value.payment_method === null ? Option.none() : yield* findPaymentMethod(charge.value.payment_method)
  return HttpServerResponse.html(receiptPage(charge.value, Option.getOrUndefined(paymentMethod)))
})

export const chargeRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/charges", replied(listChargesRoute)),
  HttpRouter.get("/v1/charges/:id", replied(retrieveCharge)),
  HttpRouter.post("/v1/refunds", replied(createRefund)),
  HttpRouter.get("/v1/refunds", replied(listRefundsRoute)),
  HttpRouter.get("/v1/refunds/:id", replied(retrieveRefund)),
  HttpRouter.get("/v1/disputes", replied(listDisputesRoute)),
  HttpRouter.get("/v1/disputes/:id", replied(retrieveDispute)),
  HttpRouter.get("/receipts/:id", receipt)
)
