// The agency's saved cards; the main view lists them and the Upgrade view pays with one.
import { billingKeys } from "@/entities/payment"
import { apiQueryOptions, type PaymentMethod, type QueryResult, useApiQuery } from "@/shared/api"

import { listPaymentMethods } from "../api/billing.ts"

export function useAgencyCards(agencyId: number | null): QueryResult<ReadonlyArray<PaymentMethod>> {
  return useApiQuery(agencyId === null ? null : apiQueryOptions(billingKeys.cards(agencyId), listPaymentMethods(agencyId)))
}
