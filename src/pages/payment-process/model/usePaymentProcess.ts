// Follows a payment until the provider's webhook settles it (spec 1 section 9): its status every 2 s;
// succeeded goes on to /payment-success, failed shows the provider's message.
import { useRouter } from "@tanstack/react-router"
import { Exit, Option } from "effect"
import { useEffect, useState } from "react"

import { isPaymentFailed, isPaymentSucceeded, readPaymentStatus } from "@/entities/payment"
import { failureOf, type Payment, useRuntime } from "@/shared/api"
import { RoutePath } from "@/shared/config"

export const PAYMENT_POLL_INTERVAL_MS = 2000

export type PaymentProcessState =
  | { readonly kind: "pending"; readonly payment: Payment | null; readonly checks: number }
  | { readonly kind: "failed"; readonly message: string }
  /** The status could not be read (unknown payment, not the user's agency). */
  | { readonly kind: "unreadable"; readonly message: string }

export const PAYMENT_FAILED = "The payment failed."

export function usePaymentProcess(paymentId: number, intervalMs: number = PAYMENT_POLL_INTERVAL_MS): PaymentProcessState {
  const runtime = useRuntime()
  const router = useRouter()
  const [state, setState] = useState<PaymentProcessState>({ kind: "pending", payment: null, checks: 0 })

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let checks = 0
    const again = () => {
      timer = setTimeout(() => void poll(), intervalMs)
    }
    const poll = async () => {
      const exit = await runtime.runPromiseExit(readPaymentStatus(paymentId))
      if (stopped) return
      checks += 1
      if (Exit.isSuccess(exit)) {
        const payment = exit.value
        // A refund or dispute comes after the money was taken; a cancelled payment never took any.
        if (isPaymentSucceeded(payment.status)) return void router.history.push(`${RoutePath.PaymentSuccess}?payment=${paymentId}`)
        if (isPaymentFailed(payment.status)) return setState({ kind: "failed", message: payment.message ?? PAYMENT_FAILED })
        setState({ kind: "pending", payment, checks })
        return again()
      }
      const error = Option.getOrNull(failureOf(exit.cause))
      // A refused or unknown payment will not change by asking again; anything else (the network) may.
      if (error !== null && (error.status === 403 || error.status === 404)) return setState({ kind: "unreadable", message: error.message })
      setState((current) => (current.kind === "pending" ? { ...current, checks } : current))
      again()
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [paymentId, intervalMs, runtime, router])

  return state
}
