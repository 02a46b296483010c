// The provider's failures as answers of the billing calls: a declined card keeps its message (422), a
// missing object is 404, anything else is "connection issues" (500) that the user may retry.
import { Effect } from "effect"

import { NotFound, ServerError, Unprocessable } from "#contract/errors.ts"

import {
  PaymentDeclined,
  PaymentResourceMissing,
  type PaymentsError,
  PaymentsUnavailable,
  PROVIDER_UNAVAILABLE
} from "../../integrations/payments/index.ts"

export const isPaymentsError = (error: unknown): error is PaymentsError =>
  error instanceof PaymentDeclined || error instanceof PaymentResourceMissing || error instanceof PaymentsUnavailable

/** For calls that charge: a declined card keeps its message, on `field` (what was charged); the rest is a retry. */
export const providerAnswer =
  (missing: string, field = "payment") =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.mapError(effect, (error) =>
      !isPaymentsError(error)
        ? error
        : error._tag === "PaymentDeclined"
          ? Unprocessable.field(field, error.message)
          : error._tag === "PaymentResourceMissing"
            ? new NotFound({ message: missing })
            : new ServerError({ message: PROVIDER_UNAVAILABLE })
    ) as Effect.Effect<A, Exclude<E, PaymentsError> | Unprocessable | NotFound | ServerError, R>

/** As providerAnswer, for calls that charge nothing: a card problem there is unexpected, a retry. */
export const providerRead =
  (missing: string) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.mapError(effect, (error) =>
      !isPaymentsError(error)
        ? error
        : error._tag === "PaymentResourceMissing"
          ? new NotFound({ message: missing })
          : new ServerError({ message: PROVIDER_UNAVAILABLE })
    ) as Effect.Effect<A, Exclude<E, PaymentsError> | NotFound | ServerError, R>
