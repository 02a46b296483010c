// One portal upgrade checkout: Upgrade makes the attempt's Idempotency-Key (sent again while the request
// goes unanswered), a payment that needs 3-D Secure is authenticated by the payer, then the drawer waits
// for the payment to settle (usePaymentOutcome).
import { Effect, Exit, Option, Schedule } from "effect"
import { useRef, useState } from "react"

import { newIdempotencyKey, PAYMENT_WATCH_TIMING, type PaymentWatch, type PaymentWatchTiming, useCardConfirm } from "@/entities/payment"
import { type ApiError, failureOf, useApiAction } from "@/shared/api"

import { type PortalUpgrade, upgradePortal } from "../api/billing.ts"
import { usePaymentOutcome } from "./usePaymentOutcome.ts"

/** No answer reached the browser: the same attempt may be sent again. */
const unanswered = (error: ApiError): boolean => error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504

export type UpgradeRequest = Omit<PortalUpgrade, "idempotencyKey">

export interface UpgradeCheckout {
  readonly upgrade: (request: UpgradeRequest) => Promise<void>
  readonly isPending: boolean
  readonly error: string | null
  /** The started payment being waited on, else null. */
  readonly paymentId: number | null
  readonly outcome: PaymentWatch
}

/**
 * Once the started payment has succeeded the checkout forgets it (the form's next round starts clean) and
 * `onSucceeded` (the latest render's) runs.
 */
export function useUpgradeCheckout(timing: PaymentWatchTiming = PAYMENT_WATCH_TIMING, onSucceeded?: () => void): UpgradeCheckout {
  const [paymentId, setPaymentId] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [authenticating, setAuthenticating] = useState(false)
  const attempt = useRef<{ readonly key: string; readonly what: string } | null>(null)
  // Nothing changes until the payment settles (onSucceeded: the drawer says what the upgrade changed).
  const { isPending, run } = useApiAction({ invalidates: [] })
  const { authenticate } = useCardConfirm()
  const outcome = usePaymentOutcome(paymentId, timing, (settled) => {
    if (settled.status !== "succeeded") return
    setPaymentId(null)
    onSucceeded?.()
  })

  const upgrade = async (request: UpgradeRequest) => {
    setError(null)
    setPaymentId(null)
    const what = JSON.stringify(request)
    const current = attempt.current !== null && attempt.current.what === what ? attempt.current : { key: newIdempotencyKey(), what }
    attempt.current = current
    const exit = await run(
      upgradePortal({ ...request, idempotencyKey: current.key }).pipe(
        Effect.retry({ schedule: Schedule.exponential("300 millis").pipe(Schedule.jittered), times: 2, while: unanswered })
      )
    )
    if (Exit.isFailure(exit)) {
      Option.map(failureOf(exit.cause), (failure) => {
        if (!unanswered(failure)) attempt.current = null
        setError(failure.message)
      })
      return
    }
    attempt.current = null
    const payment = exit.value
    if (payment.status === "requires_action" && payment.client_secret !== null) {
      // The card's bank asks the payer to confirm (3-D Secure) before the provider charges it.
      setAuthenticating(true)
      const result = await authenticate(payment.client_secret)
      setAuthenticating(false)
      if (!result.ok) return setError(result.message)
    }
    setPaymentId(payment.id)
  }

  return {
    upgrade,
    isPending: isPending || authenticating,
    error,
    paymentId,
    outcome
  }
}
