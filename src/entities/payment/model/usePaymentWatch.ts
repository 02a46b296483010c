// Waits for a started payment to settle without trusting the realtime channel alone: the first status
// read comes after a few seconds without the event (or at once when something says "look now"), then
// one every few seconds (the server asks the provider), and after a minute the wait stops with what is
// known, until 'Check again'. The loop is a Schedule run in a fiber interrupted on unmount.
import { Duration, Effect, Exit, Fiber, Option, Schedule } from "effect"
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"

import { type Payment, type PaymentStatus, useRuntime } from "@/shared/api"

import { readPaymentStatus } from "../api/billing.ts"
import { PAYMENT_WATCH_TIMING, type PaymentWatchTiming } from "../config/timing.ts"

export type PaymentWatchState =
  | { readonly status: "idle" }
  | { readonly status: "waiting" }
  | { readonly status: "succeeded"; readonly payment: Payment }
  | { readonly status: "failed"; readonly message: string }
  /** No answer within the wait: `last` is the last status read, if any. */
  | { readonly status: "slow"; readonly last: Payment | null }

const SUCCEEDED: ReadonlySet<PaymentStatus> = new Set(["succeeded", "refunded", "partially_refunded", "disputed"])
const FAILED: ReadonlySet<PaymentStatus> = new Set(["failed", "canceled"])
export const PAYMENT_FAILED_TEXT = "Payment failed"

/** The money was taken (refunds and disputes come after a success). */
export const isPaymentSucceeded = (status: PaymentStatus): boolean => SUCCEEDED.has(status)
/** Nothing was charged and nothing will be: declined, interrupted or abandoned. */
export const isPaymentFailed = (status: PaymentStatus): boolean => FAILED.has(status)

const isSettled = (payment: Payment | null): payment is Payment =>
  payment !== null && (SUCCEEDED.has(payment.status) || FAILED.has(payment.status))

export const settledState = (payment: Payment): PaymentWatchState =>
  SUCCEEDED.has(payment.status)
    ? { status: "succeeded", payment }
    : { status: "failed", message: payment.message ?? `${PAYMENT_FAILED_TEXT}.` }

export interface PaymentWatch {
  readonly state: PaymentWatchState
  /** After the wait gave up: read again and wait another round. */
  readonly checkAgain: () => void
}

/** How a watched payment settled, told once to the caller when the read that found out comes back. */
export type PaymentSettledState = Extract<PaymentWatchState, { readonly status: "succeeded" | "failed" }>

/**
 * `nudge`: a value that changes when a realtime event hints the payment may have settled (a read follows
 * at once). `timing` is shortened by tests and stories. `onSettled` (the latest render's) hears how it settled.
 */
export function usePaymentWatch(
  paymentId: number | null,
  nudge: unknown = null,
  timing: PaymentWatchTiming = PAYMENT_WATCH_TIMING,
  onSettled?: (state: PaymentSettledState) => void
): PaymentWatch {
  const runtime = useRuntime()
  const latestOnSettled = useRef(onSettled)
  useLayoutEffect(() => {
    latestOnSettled.current = onSettled
  })
  const [result, setResult] = useState<{ readonly id: number; readonly state: PaymentWatchState } | null>(null)
  const [round, setRound] = useState(0)
  // When this round's wait began: a nudge restarts the reads, not the minute.
  const roundStart = useRef<{ readonly key: string; readonly at: number } | null>(null)
  const lastNudge = useRef(nudge)
  // A result belongs to its payment: another payment is watched from nothing (so is one watched before it).
  const [watchedId, setWatchedId] = useState(paymentId)
  if (paymentId !== null && paymentId !== watchedId) {
    setWatchedId(paymentId)
    setResult(null)
  }
  const mine = result !== null && result.id === paymentId ? result.state : null
  const done = mine !== null && mine.status !== "waiting"

  useEffect(() => {
    if (paymentId === null || done) return
    const key = `${paymentId}:${round}`
    if (roundStart.current?.key !== key) roundStart.current = { key, at: Date.now() }
    const nudged = lastNudge.current !== nudge
    lastNudge.current = nudge
    const left = Math.max(0, timing.giveUpMs - (Date.now() - roundStart.current.at))
    let last: Payment | null = null
    // A failed read is no answer: keep asking until the wait is over.
    const read = readPaymentStatus(paymentId).pipe(
      Effect.tap((payment) => Effect.sync(() => (last = payment))),
      Effect.orElseSucceed(() => null)
    )
    const untilSettled = Schedule.spaced(Duration.millis(timing.everyMs)).pipe(
      Schedule.whileInput((payment: Payment | null) => !isSettled(payment)),
      Schedule.passthrough
    )
    const firstDelay = nudged || round > 0 ? 0 : Math.min(timing.firstReadMs, left)
    const program = Effect.sleep(Duration.millis(firstDelay)).pipe(
      Effect.zipRight(read.pipe(Effect.repeat(untilSettled))),
      Effect.timeoutOption(Duration.millis(left))
    )
    const fiber = runtime.runFork(program)
    fiber.addObserver((exit) => {
      if (!Exit.isSuccess(exit)) return
      const state: PaymentWatchState = Option.match(exit.value, {
        onNone: () => ({ status: "slow", last }),
        onSome: (payment) => (isSettled(payment) ? settledState(payment) : { status: "slow", last })
      })
      setResult({ id: paymentId, state })
      if (state.status === "succeeded" || state.status === "failed") latestOnSettled.current?.(state)
    })
    return () => {
      Effect.runFork(Fiber.interrupt(fiber))
    }
  }, [paymentId, done, round, nudge, runtime, timing])

  const checkAgain = useCallback(() => {
    if (paymentId === null) return
    setResult({ id: paymentId, state: { status: "waiting" } })
    setRound((n) => n + 1)
  }, [paymentId])

  return { state: paymentId === null ? { status: "idle" } : (mine ?? { status: "waiting" }), checkAgain }
}
