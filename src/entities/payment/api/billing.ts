// The billing calls the credit purchase and the payment pages make (spec 2 section 7). Prices shown in
// the browser come from the same contract functions the server charges with.
import { Effect } from "effect"

import {
  ApiClient,
  type ApiError,
  creditAmount,
  type CreditPack,
  type CreditPaymentIntent,
  type Payment,
  type Plan,
  toCents
} from "@/shared/api"

/** GET /plans/credits: the packs, fewest credits first. */
export const listCreditPacks = (): Effect.Effect<ReadonlyArray<CreditPack>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.plans.credits())),
    Effect.map((answer) => answer.data)
  )

/** GET /plans: the active plans (at most 100, the server's page size). */
export const listPlans = (agencyPlan?: boolean): Effect.Effect<ReadonlyArray<Plan>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) => client.plans.list({ urlParams: agencyPlan === undefined ? {} : { agency_plan: agencyPlan ? "1" : "0" } }))
    ),
    Effect.map((answer) => answer.data.data)
  )

/**
 * POST /billings/payment-intent/{agencyId}: the spec's payload (amount in cents, credit, description).
 * The server prices the credits itself; the amount only mirrors what the modal showed.
 */
export const startCreditPayment = (
  agencyId: number,
  credit: number,
  packs: ReadonlyArray<Pick<CreditPack, "credit" | "amount">> = [],
  idempotencyKey?: string
): Effect.Effect<CreditPaymentIntent, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) =>
      api.call((client) =>
        client.billing.paymentIntent({
          path: { agencyId },
          headers: idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey },
          payload: {
            amount: toCents(creditAmount(credit, packs)),
            credit,
            options: { description: `${credit} module credit${credit === 1 ? "" : "s"}` }
          }
        })
      )
    ),
    Effect.map((answer) => answer.data)
  )

/** GET /agencies/payment/{paymentId}/status: pending until the provider's webhook lands. */
export const readPaymentStatus = (paymentId: number): Effect.Effect<Payment, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.billing.paymentStatus({ path: { paymentId } }))),
    Effect.map((answer) => answer.data)
  )
