// The realtime payment.succeeded, carried into the query cache: screens that wait on a payment (the Buy
// Credits modal shows success only when the event for its agency arrives) read when it last came for their
// agency, and every payment being waited on is read again at once.
import { type QueryClient, useQuery } from "@tanstack/react-query"

import { billingKeys, paymentKeys, paymentQueries } from "../api/queries.ts"

/**
 * Called by the realtime bridge once the user holds what the payment bought (the user is reloaded first),
 * so a screen that shows success on it shows the new credits with it.
 */
export const paymentSucceeded = (queryClient: QueryClient, agencyId: number, at: number = Date.now()): void => {
  queryClient.setQueryData(billingKeys.paid(agencyId), at)
  void queryClient.invalidateQueries({ queryKey: paymentKeys.all })
}

/** When the last payment.succeeded for the agency arrived in this browser (ms since the epoch), if one did. */
export function usePaidAt(agencyId: number): number | null {
  return useQuery(paymentQueries.paidAt(agencyId)).data ?? null
}
