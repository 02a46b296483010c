// The last payment.succeeded the realtime bridge received, for screens that wait on a payment (the Buy
// Credits modal shows success only when the event for its agency arrives). `at` tells repeats apart.
import { type QueryKey, useQueryClient } from "@tanstack/react-query"
import { atom, useAtomValue } from "jotai"
import { useEffect, useRef } from "react"

export interface PaymentSucceededEvent {
  readonly agencyId: number
  readonly at: number
}

export const lastPaymentSucceededAtom = atom<PaymentSucceededEvent | null>(null)

/**
 * Invalidates `keys` whenever a payment succeeds after the first render (the standing banner, the
 * payment history): they read again in place.
 */
export function useInvalidateOnPayment(keys: ReadonlyArray<QueryKey>): void {
  const paid = useAtomValue(lastPaymentSucceededAtom)
  const queryClient = useQueryClient()
  const seen = useRef(paid)
  const latest = useRef(keys)
  latest.current = keys
  useEffect(() => {
    if (paid === seen.current) return
    seen.current = paid
    latest.current.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }))
  }, [paid, queryClient])
}
