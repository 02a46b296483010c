// The cardholder's answer on the sandbox's 3-D Secure page: completing charges the card (or saves it,
// for a SetupIntent); failing sends the intent back to requires_payment_method, as Stripe does.
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { completeSetup } from "./charges.ts"
import { invoicePaymentFailedOf } from "./invoice-payment.ts"
import { reloadPayment, settlePayment } from "./settle.ts"
import {
  findSetupIntent,
  markPaymentFailed,
  markSetupFailed,
  paymentIntentJson,
  type PaymentIntentRow,
  setupIntentJson,
  type SetupIntentRow
} from "./store/intents.ts"
import { findPaymentMethod, paymentMethodJson } from "./store/payment-methods.ts"
import { announce } from "./webhooks.ts"

const FAILURE_MESSAGE = "We are unable to authenticate your payment method. Please choose a different payment method and try again."

const paymentMethodOf = (id: string | null) =>
  Effect.map(id === null ? Effect.succeed(Option.none()) : findPaymentMethod(id), Option.getOrUndefined)

/** Settles a PaymentIntent waiting for authentication; answers its status afterwards. */
export const answerPaymentAuthentication = (intent: PaymentIntentRow, completed: boolean) =>
  Effect.gen(function* () {
    const paymentMethod = yield* paymentMethodOf(intent.payment_method)
    if (intent.status !== "requires_action" || paymentMethod === undefined) return intent.status
    if (completed) {
      const confirmation = { offSession: false, returnUrl: intent.return_url, setupFutureUsage: intent.setup_future_usage }
      // A decline after authentication is recorded on the intent; the page shows the intent's status.
      yield* settlePayment(intent, paymentMethod, confirmation).pipe(Effect.catchTag("Reply", () => Effect.void))
    } else {
      const error = {
        type: "invalid_request_error",
        code: "payment_intent_authentication_failure",
        message: FAILURE_MESSAGE,
        payment_method: paymentMethodJson(paymentMethod)
      }
      yield* atomically(
        Effect.zipRight(
          markPaymentFailed(intent.id, error, null),
          Effect.zipRight(
            Effect.flatMap(reloadPayment(intent.id), (failed) => announce("payment_intent.payment_failed", paymentIntentJson(failed))),
            invoicePaymentFailedOf(intent.id)
          )
        )
      )
    }
    return (yield* reloadPayment(intent.id)).status
  })

/** Saves (or refuses) the card of a SetupIntent waiting for authentication; answers its status afterwards. */
export const answerSetupAuthentication = (intent: SetupIntentRow, completed: boolean) =>
  Effect.gen(function* () {
    const paymentMethod = yield* paymentMethodOf(intent.payment_method)
    if (intent.status !== "requires_action" || paymentMethod === undefined) return intent.status
    if (completed) {
      yield* completeSetup(intent, paymentMethod).pipe(Effect.catchTag("Reply", () => Effect.void))
    } else {
      const error = {
        type: "invalid_request_error",
        code: "setup_intent_authentication_failure",
        message: FAILURE_MESSAGE,
        payment_method: paymentMethodJson(paymentMethod)
      }
      yield* atomically(
        Effect.zipRight(
          markSetupFailed(intent.id, error),
          Effect.flatMap(findSetupIntent(intent.id), (failed) =>
            announce("setup_intent.setup_failed", setupIntentJson(Option.getOrThrow(failed)))
          )
        )
      )
    }
    return Option.getOrThrow(yield* findSetupIntent(intent.id)).status
  })
