// The billing drawer's calls (spec 2 section 7, base /agency/api/v2). Prices come from the server; the
// drawer only shows them.
import { Effect } from "effect"

import { listPlans } from "@/entities/payment"
import {
  type Agency,
  ApiClient,
  type ApiError,
  type BillingDetails,
  type ContractClient,
  type Coupon,
  type Payment,
  type PaymentMethod,
  type Plan,
  type PlanQuote,
  UPGRADE_PLAN_IDS
} from "@/shared/api"

const call = <A, E>(request: (client: ContractClient) => Effect.Effect<A, E>): Effect.Effect<A, ApiError, ApiClient> =>
  ApiClient.pipe(Effect.flatMap((api) => api.call(request)))

/** The upgrade targets (ids 35 core, 40 stack, 11 pro), in that order. */
export const listUpgradePlans: Effect.Effect<ReadonlyArray<Plan>, ApiError, ApiClient> = listPlans().pipe(
  Effect.map((plans) =>
    UPGRADE_PLAN_IDS.flatMap((id) => {
      const plan = plans.find((candidate) => candidate.id === id)
      return plan === undefined ? [] : [plan]
    })
  )
)

/** GET /agencies/{id}: the agency with the portal counts the server computes over all its portals. */
export const readAgency = (id: number) =>
  call((client) => client.agencies.get({ path: { id } })).pipe(Effect.map(({ data }): Agency => data))

export const listPaymentMethods = (agency: number) =>
  call((client) => client.billing.paymentMethods({ urlParams: { agency } })).pipe(
    Effect.map(({ data }): ReadonlyArray<PaymentMethod> => data)
  )

export const createSetupIntent = (agencyId: number) =>
  call((client) => client.billing.setupIntent({ path: { agencyId } })).pipe(Effect.map(({ data }) => data.client_secret))

/**
 * Attaches a confirmed card, or (with a saved card's id) updates that card's billing details. The save
 * attempt's key goes with the request and every retry of it, so a retried save changes nothing twice.
 */
export const savePaymentMethod = (agency: number, paymentMethod: string, billing: BillingDetails, idempotencyKey?: string) =>
  call((client) =>
    client.billing.addPaymentMethod({
      headers: idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey },
      payload: { agency, payment_method: paymentMethod, billing }
    })
  ).pipe(Effect.map(({ data }): PaymentMethod => data))

export const deletePaymentMethod = (agency: number, id: string) =>
  call((client) => client.billing.deletePaymentMethod({ path: { id }, urlParams: { agency } }))

export const applyCoupon = (coupon: string, plan: number) =>
  call((client) => client.billing.applyCoupon({ payload: { coupon, plan } })).pipe(
    Effect.map(({ data }): { readonly coupon: Coupon; readonly quote: PlanQuote | null } => data)
  )

export interface PortalUpgrade {
  readonly agencyId: number
  readonly portalId: number
  readonly plan: number
  readonly payment: string
  readonly coupon: string | null
  /** One key per checkout attempt (see CheckoutHeaders). */
  readonly idempotencyKey?: string
}

export const upgradePortal = ({ agencyId, portalId, plan, payment, coupon, idempotencyKey }: PortalUpgrade) =>
  call((client) =>
    client.billing.upgradePortal({
      path: { agencyId },
      headers: idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey },
      payload: { portal_id: portalId, plan, payment, coupon }
    })
  ).pipe(Effect.map(({ data }): Payment => data))

/** GET /billings/history: the agency's payments, newest first, one page at a time. */
export const listPaymentHistory = (agency: number, page: number) =>
  call((client) => client.billing.history({ urlParams: { agency, page } })).pipe(
    Effect.map(({ data }): { readonly rows: ReadonlyArray<Payment>; readonly totalPages: number; readonly total: number } => ({
      rows: data.data,
      totalPages: data.last_page,
      total: data.total
    }))
  )
