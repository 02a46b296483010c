// Waits for a plan payment to settle. The provider decides it; the realtime events that follow
// (payment.succeeded reloads the user and is recorded in lastPaymentSucceededAtom, core_upgrade.complete
// refreshes the selected portal) make the drawer read the status at once; without them the status is
// read after a few seconds and then every few seconds, and after a minute the drawer says so.
import { useAtomValue } from "jotai"
import { useMemo } from "react"

import {
  lastPaymentSucceededAtom,
  PAYMENT_WATCH_TIMING,
  type PaymentSettledState,
  type PaymentWatch,
  type PaymentWatchTiming,
  usePaymentWatch
} from "@/entities/payment"
import { selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"

export function usePaymentOutcome(
  paymentId: number | null,
  timing: PaymentWatchTiming = PAYMENT_WATCH_TIMING,
  onSettled?: (state: PaymentSettledState) => void
): PaymentWatch {
  // Their identities change when the realtime bridge reloads them: each change means "look now".
  const user = useAtomValue(currentUserAtom)
  const portal = useAtomValue(selectedPortalAtom)
  const paid = useAtomValue(lastPaymentSucceededAtom)
  const nudge = useMemo(() => ({ user, portal, paid }), [user, portal, paid])
  return usePaymentWatch(paymentId, nudge, timing, onSettled)
}
