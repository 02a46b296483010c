// The last payment.succeeded the realtime bridge received, for screens that wait on a payment (the Buy
// Credits modal shows success only when the event for its agency arrives). `at` tells repeats apart.
// The cached reads a payment changes (history, standing, the agency) are invalidated by the bridge itself.
import { atom } from "jotai"

export interface PaymentSucceededEvent {
  readonly agencyId: number
  readonly at: number
}

export const lastPaymentSucceededAtom = atom<PaymentSucceededEvent | null>(null)
