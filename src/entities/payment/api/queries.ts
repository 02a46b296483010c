// Billing's query keys and options. An agency's billing (cards, payment history, its last payment.succeeded)
// sits under `["billing", agencyId]`; a payment under `["payments", id]`; plans and credit packs are lists.
import { queryOptions, skipToken } from "@tanstack/react-query"

import { apiQueryOptions } from "@/shared/api"

import { listCreditPacks, readPaymentStatus } from "./billing.ts"
import { isPaymentSettled } from "./paymentStatus.ts"

export const billingKeys = {
  all: ["billing"] as const,
  lists: () => ["billing", "list"] as const,
  /** The standing banner: whether each of these agencies is behind on payments. */
  standings: (agencyIds: ReadonlyArray<number>) => ["billing", "list", "standing", agencyIds] as const,
  ofAgency: (agencyId: number) => ["billing", agencyId] as const,
  cards: (agencyId: number) => ["billing", agencyId, "cards"] as const,
  history: (agencyId: number) => ["billing", agencyId, "history"] as const,
  /** When the last payment.succeeded for the agency reached this browser (the realtime bridge writes it). */
  paid: (agencyId: number) => ["billing", agencyId, "paid"] as const,
  historyPage: (agencyId: number, page: number) => ["billing", agencyId, "history", page] as const
}

export const paymentKeys = {
  all: ["payments"] as const,
  record: (id: number) => ["payments", id] as const
}

export const planKeys = {
  all: ["plans"] as const,
  lists: () => ["plans", "list"] as const,
  /** The plans an admin may give an agency (the agency form's choice). */
  choices: () => ["plans", "list", "choices"] as const,
  /** The plans an agency may upgrade to. */
  upgrade: () => ["plans", "list", "upgrade"] as const,
  page: (page: number, limit: number) => ["plans", "list", "page", page, limit] as const,
  record: (id: number) => ["plans", id] as const
}

export const creditKeys = {
  all: ["credits"] as const,
  lists: () => ["credits", "list"] as const,
  packs: () => ["credits", "list", "packs"] as const,
  record: (id: number) => ["credits", id] as const
}

export const paymentQueries = {
  creditPacks: () => apiQueryOptions(creditKeys.packs(), listCreditPacks()),
  status: (paymentId: number) => apiQueryOptions(paymentKeys.record(paymentId), readPaymentStatus(paymentId)),
  /**
   * The status of a payment being waited on: read again every `everyMs` until it settles. Never fresh (each
   * round of the wait reads), read on in a background tab as well (the payer may switch tabs while the bank
   * decides), and a failed read is no answer: the next one follows all the same.
   */
  settling: (paymentId: number, everyMs: number) =>
    apiQueryOptions(paymentKeys.record(paymentId), readPaymentStatus(paymentId), {
      staleTime: 0,
      refetchInterval: (query) => (isPaymentSettled(query.state.data) ? false : everyMs),
      refetchIntervalInBackground: true
    }),
  /** The time of the agency's last payment.succeeded, as the realtime bridge wrote it (never read from the server). */
  paidAt: (agencyId: number) =>
    queryOptions<number>({ queryKey: billingKeys.paid(agencyId), queryFn: skipToken, enabled: false, staleTime: Number.POSITIVE_INFINITY })
}
