// The steps every checkout shares: who may pay (agency admins and super admins for plans and cards,
// any member for credits), the agency's provider customer, and the checkout decision itself, made in
// one transaction that locks the agency row so concurrent requests of one agency take turns: the same
// Idempotency-Key answers its payment, else the agency's open checkout of the same item, else a new
// pending payment is recorded with its activity-log entry.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { type BillingAgencyRow, BillingRepo } from "../../db/repos/BillingRepo.ts"
import { type NewPayment, PaymentRepo, type PaymentRow, toPayment } from "../../db/repos/PaymentRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Payments, type PaymentsError, PROVIDER_UNAVAILABLE } from "../../integrations/payments/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { AGENCY_SUSPENDED, FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { isAdmin, isAgencyAdminOf } from "../policy/Policy.ts"
import { providerRead } from "./provider-answers.ts"

export const KEY_REUSED = "The Idempotency-Key was already used for a different purchase."

/** Who may pay for an agency: its agency admins and super admins. */
export const mayPayFor = (user: User, agencyId: number) => isAdmin(user) || isAgencyAdminOf(user, agencyId)

const agencyRef = (id: number) => ({ id, type: SubjectType.Agency })

/**
 * Whether a payment found by its Idempotency-Key is the purchase asked for now, by the same member: a key
 * another member sent is not their attempt, and handing them its payment would make them pay in another's name.
 */
const samePurchase = (payment: PaymentRow, wanted: Pick<NewPayment, "kind" | "credit" | "plan_id" | "portal_id" | "user_id">) =>
  payment.user_id === wanted.user_id &&
  payment.kind === wanted.kind &&
  payment.credit === wanted.credit &&
  payment.plan_id === wanted.plan_id &&
  payment.portal_id === wanted.portal_id

export class BillingCheckout extends Effect.Service<BillingCheckout>()("server/domain/BillingCheckout", {
  effect: Effect.gen(function* () {
    const billing = yield* BillingRepo
    const rows = yield* PaymentRepo
    const payments = yield* Payments
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    /** The agency if the user may pay for it: 404 unknown, 403 not theirs or (when paying) suspended. */
    const payerOf = (user: User, agencyId: number, paying: boolean) =>
      Effect.gen(function* () {
        const agency = yield* billing.agency(agencyId)
        if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
        if (!mayPayFor(user, agencyId)) return yield* new Forbidden({ message: FORBIDDEN })
        if (paying && agency.value.status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        return agency.value
      })

    /** The agency if the user belongs to it (any role) or is a super admin: 404 unknown, 403 otherwise. */
    const memberOf = (user: User, agencyId: number) =>
      Effect.gen(function* () {
        const agency = yield* billing.agency(agencyId)
        if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
        if (!isAdmin(user) && !user.agencies.some((entry) => entry.id === agencyId)) return yield* new Forbidden({ message: FORBIDDEN })
        return agency.value
      })

    /** The agency's provider customer, created on first use. */
    const customerFor = (agency: BillingAgencyRow) =>
      Effect.gen(function* () {
        const stored = yield* billing.customerOf(agency.id)
        if (Option.isSome(stored)) return stored.value
        const created = yield* payments.createCustomer({ id: agency.id, name: agency.name, email: agency.admin_email })
        return yield* billing.saveCustomer(agency.id, created)
      }).pipe(providerRead(NOT_FOUND))

    /** Who may buy credits: any member of the agency, or a super admin; a suspended agency cannot pay. */
    const buyerOf = (user: User, agencyId: number) =>
      Effect.gen(function* () {
        const agency = yield* memberOf(user, agencyId)
        if (agency.status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        return agency
      })

    type Checkout = { readonly payment: PaymentRow; readonly found: "key" | "open" | "new" }

    /**
     * Inside one transaction holding the agency row: the payment this checkout is about. The same key
     * answers its payment; else `open` (the agency's open checkout of the same item) decides; else a new
     * pending payment is recorded with its activity-log entry.
     */
    const checkout = (user: User, payment: NewPayment, key: string | null, open: Effect.Effect<Option.Option<PaymentRow>>) =>
      transaction.run(
        Effect.gen(function* () {
          yield* rows.lockAgency(payment.agency_id)
          if (key !== null) {
            const same = yield* rows.byKey(payment.agency_id, key)
            if (Option.isSome(same)) {
              if (!samePurchase(same.value, payment)) return yield* Unprocessable.field("idempotency-key", KEY_REUSED)
              return { payment: same.value, found: "key" } satisfies Checkout as Checkout
            }
          }
          const current = yield* open
          if (Option.isSome(current)) return { payment: current.value, found: "open" } satisfies Checkout as Checkout
          const row = yield* rows.insert({ ...payment, idempotency_key: key })
          yield* activity.record({
            event: "payment.started",
            causer: userRef(user.id),
            subject: agencyRef(payment.agency_id),
            properties: {
              payment_id: row.id,
              kind: row.kind,
              amount: row.amount,
              currency: row.currency,
              credit: row.credit,
              plan_id: row.plan_id,
              portal_id: row.portal_id,
              coupon: row.coupon
            }
          })
          return { payment: row, found: "new" } satisfies Checkout as Checkout
        })
      )

    /**
     * The payment an earlier request with this key made (the browser's retry of one attempt), if it is
     * the same purchase; 422 if the key was used for another. Read before the checks that depend on what
     * the first request changed (a plan it already applied is not "already on this plan" for its retry).
     */
    const repeated = (
      agencyId: number,
      key: string | null,
      wanted: Pick<NewPayment, "kind" | "credit" | "plan_id" | "portal_id" | "user_id">
    ) =>
      Effect.gen(function* () {
        if (key === null) return Option.none<PaymentRow>()
        const same = yield* rows.byKey(agencyId, key)
        if (Option.isSome(same) && !samePurchase(same.value, wanted)) return yield* Unprocessable.field("idempotency-key", KEY_REUSED)
        return same
      })

    /** The provider refused: the payment is failed with its message, and the answer carries it. */
    const failPayment = (user: User, paymentId: number, agencyId: number) => (error: PaymentsError) =>
      Effect.gen(function* () {
        const message = error._tag === "PaymentDeclined" ? error.message : PROVIDER_UNAVAILABLE
        yield* transaction.run(
          Effect.gen(function* () {
            const marked = yield* rows.markFailed(paymentId, message)
            if (Option.isSome(marked)) {
              yield* activity.record({
                event: "payment.failed",
                causer: userRef(user.id),
                subject: agencyRef(agencyId),
                properties: { payment_id: paymentId, message }
              })
            }
          })
        )
        return yield* Effect.fail(error)
      })

    const currentPayment = (paymentId: number) =>
      Effect.flatMap(rows.byId(paymentId), (row) =>
        Option.isSome(row) ? Effect.succeed(toPayment(row.value, true)) : new NotFound({ message: NOT_FOUND })
      )

    return { payerOf, memberOf, buyerOf, customerFor, checkout, repeated, failPayment, currentPayment } as const
  })
}) {}
