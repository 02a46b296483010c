// Waits for a plan payment to settle. The provider decides it; the realtime events that follow make the
// drawer read the status at once (payment.succeeded reloads the user, then invalidates the payments being
// read; core_upgrade.complete refreshes the selected portal); without them the status is read after a few
// seconds and then every few seconds, and after a minute the drawer says so.
import { useAtomValue } from "jotai"
import { useMemo } from "react"

import {
  PAYMENT_WATCH_TIMING,
  type PaymentSettledState,
  type PaymentWatch,
  type PaymentWatchTiming,
  usePaymentWatch
} from "@/entities/payment"
import { useOpenPortal } from "@/entities/portal"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"

export function usePaymentOutcome(
  paymentId: number | null,
  timing: PaymentWatchTiming = PAYMENT_WATCH_TIMING,
  onSettled?: (state: PaymentSettledState) => void
): PaymentWatch {
  // Their identities change when the realtime bridge reloads them: each change means "look now".
  const user = useAtomValue(currentUserAtom)
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  const nudge = useMemo(() => ({ user, portal }), [user, portal])
  return usePaymentWatch(paymentId, nudge, timing, onSettled)
}
