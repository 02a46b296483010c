// The agency's saved cards; the main view lists them and the Upgrade view pays with one.
import { type PaymentMethod, type QueryResult, useApiQuery } from "@/shared/api"
import { listPaymentMethods } from "../api/billing.ts"
import { useKeptData } from "./useKeptData.ts"

export function useAgencyCards(agencyId: number | null): QueryResult<ReadonlyArray<PaymentMethod>> {
  return useKeptData(
    useApiQuery(agencyId === null ? null : `billing-cards:${agencyId}`, listPaymentMethods(agencyId ?? 0))
  )
}
