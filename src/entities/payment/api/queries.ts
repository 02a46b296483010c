// Billing's query keys and options. An agency's billing (cards, payment history) sits under
// `["billing", agencyId]`; a payment under `["payments", id]`; plans and credit packs are lists.
import { apiQueryOptions } from "@/shared/api"

import { listCreditPacks, readPaymentStatus } from "./billing.ts"

export const billingKeys = {
  all: ["billing"] as const,
  lists: () => ["billing", "list"] as const,
  /** The standing banner: whether each of these agencies is behind on payments. */
  standings: (agencyIds: ReadonlyArray<number>) => ["billing", "list", "standing", agencyIds] as const,
  ofAgency: (agencyId: number) => ["billing", agencyId] as const,
  cards: (agencyId: number) => ["billing", agencyId, "cards"] as const,
  history: (agencyId: number) => ["billing", agencyId, "history"] as const,
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
  status: (paymentId: number) => apiQueryOptions(paymentKeys.record(paymentId), readPaymentStatus(paymentId))
}
