// Waits for a started payment to settle without trusting the realtime channel alone: the first status
// read comes after a few seconds without the event (or at once when something says "look now"), then
// one every few seconds (the server asks the provider), and after a minute the wait stops with what is
// known, until 'Check again'. The reads are the payment's query (paymentQueries.settling), enabled while
// this round of the wait reads: its refetch interval stops once the payment settles, and the end of the
// wait or leaving the screen stops it too. The realtime bridge's invalidation of the payments reads a
// payment being read again at once.
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"

import { type ApiError, noQuery, type Payment } from "@/shared/api"

import { isPaymentSettled, isPaymentSucceeded } from "../api/paymentStatus.ts"
import { paymentKeys, paymentQueries } from "../api/queries.ts"
import { PAYMENT_WATCH_TIMING, type PaymentWatchTiming } from "../config/timing.ts"

export type PaymentWatchState =
  | { readonly status: "idle" }
  | { readonly status: "waiting" }
  | { readonly status: "succeeded"; readonly payment: Payment }
  | { readonly status: "failed"; readonly message: string }
  /** No answer within the wait: `last` is the last status read, if any. */
  | { readonly status: "slow"; readonly last: Payment | null }

export const PAYMENT_FAILED_TEXT = "Payment failed"

export const settledState = (payment: Payment): PaymentSettledState =>
  isPaymentSucceeded(payment.status)
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
  const queryClient = useQueryClient()
  const latestOnSettled = useRef(onSettled)
  useLayoutEffect(() => {
    latestOnSettled.current = onSettled
  })
  const [result, setResult] = useState<{ readonly id: number; readonly state: PaymentWatchState } | null>(null)
  const [round, setRound] = useState(0)
  // When this round's wait began: a nudge restarts the reads, not the minute.
  const roundStart = useRef<{ readonly key: string; readonly at: number } | null>(null)
  const lastNudge = useRef(nudge)
  // The round (payment and round) whose reads have begun: before its first read the query stays disabled.
  const [reading, setReading] = useState<string | null>(null)
  const readingRef = useRef<string | null>(null)
  // A result belongs to its payment: another payment is watched from nothing (so is one watched before it).
  const [watchedId, setWatchedId] = useState(paymentId)
  if (paymentId !== null && paymentId !== watchedId) {
    setWatchedId(paymentId)
    setResult(null)
  }
  const mine = result !== null && result.id === paymentId ? result.state : null
  const done = mine !== null && mine.status !== "waiting"
  const roundKey = paymentId === null ? null : `${paymentId}:${round}`
  const isReading = roundKey !== null && reading === roundKey && !done

  const status = useQuery<Payment, ApiError, Payment, QueryKey>(
    paymentId === null ? noQuery : { ...paymentQueries.settling(paymentId, timing.everyMs), enabled: isReading }
  )

  // A read of this round that found the payment settled ends the wait (a read from before it, cached, does not).
  useEffect(() => {
    const payment = status.data
    const start = roundStart.current
    if (!isReading || paymentId === null || start === null || !isPaymentSettled(payment) || status.dataUpdatedAt < start.at) return
    const state = settledState(payment)
    setResult({ id: paymentId, state })
    latestOnSettled.current?.(state)
  }, [isReading, paymentId, status.data, status.dataUpdatedAt])

  useEffect(() => {
    if (paymentId === null || done) return
    const key = `${paymentId}:${round}`
    if (roundStart.current?.key !== key) roundStart.current = { key, at: Date.now() }
    const start = roundStart.current.at
    const nudged = lastNudge.current !== nudge
    lastNudge.current = nudge
    const left = Math.max(0, timing.giveUpMs - (Date.now() - start))
    // Reads begin (the query is enabled), or, when they have, the next one is made now.
    const look = () => {
      if (readingRef.current === key) {
        void queryClient.refetchQueries({ queryKey: paymentKeys.record(paymentId), exact: true, type: "active" })
        return
      }
      readingRef.current = key
      setReading(key)
    }
    const firstRead = nudged || round > 0 ? undefined : setTimeout(look, Math.min(timing.firstReadMs, left))
    if (firstRead === undefined) look()
    const giveUp = setTimeout(() => {
      const read = queryClient.getQueryState<Payment, ApiError>(paymentKeys.record(paymentId))
      const last = read?.data !== undefined && read.dataUpdatedAt >= start ? read.data : null
      // A settled answer just in is told by the effect above.
      if (isPaymentSettled(last)) return
      setResult({ id: paymentId, state: { status: "slow", last } })
    }, left)
    return () => {
      clearTimeout(firstRead)
      clearTimeout(giveUp)
    }
  }, [paymentId, done, round, nudge, timing, queryClient])

  const checkAgain = useCallback(() => {
    if (paymentId === null) return
    setResult({ id: paymentId, state: { status: "waiting" } })
    setRound((n) => n + 1)
  }, [paymentId])

  return { state: paymentId === null ? { status: "idle" } : (mine ?? { status: "waiting" }), checkAgain }
}
