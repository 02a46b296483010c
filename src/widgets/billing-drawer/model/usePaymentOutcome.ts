// Waits for a plan payment to settle. The webhook decides it; the realtime events that follow
// (payment.succeeded reloads the user and is recorded in lastPaymentSucceededAtom, core_upgrade.complete
// refreshes the selected portal) make the
// drawer read the status at once, and a read every 2 seconds covers a missed or absent event.
import { Effect, Exit, Fiber, Option, Schedule } from "effect"
import { useAtomValue } from "jotai"
import { useEffect, useState } from "react"
import { lastPaymentSucceededAtom, readPaymentStatus } from "@/entities/payment"
import { selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { failureOf, type Payment, useRuntime } from "@/shared/api"
import { PAYMENT_POLL_INTERVAL } from "../config/timing.ts"

export type PaymentOutcome =
  | { readonly status: "pending" }
  | { readonly status: "succeeded"; readonly payment: Payment }
  | { readonly status: "failed"; readonly message: string }

export function usePaymentOutcome(paymentId: number | null): PaymentOutcome {
  const runtime = useRuntime()
  // Their identities change when the realtime bridge reloads them: each change means "look now".
  const user = useAtomValue(currentUserAtom)
  const portal = useAtomValue(selectedPortalAtom)
  const paid = useAtomValue(lastPaymentSucceededAtom)
  const [outcome, setOutcome] = useState<{ readonly id: number; readonly value: PaymentOutcome } | null>(null)
  const settled = outcome !== null && outcome.id === paymentId && outcome.value.status !== "pending"

  useEffect(() => {
    if (paymentId === null || settled) return
    const untilSettled = Schedule.spaced(PAYMENT_POLL_INTERVAL).pipe(
      Schedule.whileInput((payment: Payment) => payment.status === "pending"),
      Schedule.passthrough
    )
    const poll = readPaymentStatus(paymentId).pipe(Effect.repeat(untilSettled))
    const fiber = runtime.runFork(poll)
    fiber.addObserver((exit) => {
      if (Exit.isSuccess(exit)) {
        const payment = exit.value
        const value: PaymentOutcome =
          payment.status === "succeeded" ? { status: "succeeded", payment } : { status: "failed", message: payment.message ?? "The payment failed." }
        return setOutcome({ id: paymentId, value })
      }
      Option.map(failureOf(exit.cause), (error) => setOutcome({ id: paymentId, value: { status: "failed", message: error.message } }))
    })
    return () => {
      Effect.runFork(Fiber.interrupt(fiber))
    }
  }, [paymentId, settled, runtime, user, portal, paid])

  return outcome !== null && outcome.id === paymentId ? outcome.value : { status: "pending" }
}
