// The agency's saved cards; the main view lists them and the Upgrade view pays with one.
import { type PaymentMethod, queryKey, type QueryResult, useApiQuery } from "@/shared/api"

import { listPaymentMethods } from "../api/billing.ts"

export function useAgencyCards(agencyId: number | null): QueryResult<ReadonlyArray<PaymentMethod>> {
  return useApiQuery(agencyId === null ? null : queryKey("billing", agencyId, "cards"), listPaymentMethods(agencyId ?? 0))
}
