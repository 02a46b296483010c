// The credit purchase's steps (spec 2 section 4): loading, plan, payment, success. Pay starts the
// server's PaymentIntent (one Idempotency-Key per attempt) and confirms it with the card (3-D Secure
// included); the credits are added when the provider tells the server. Success comes from the realtime
// payment.succeeded for this agency (which the realtime bridge writes into the query cache, usePaidAt) or,
// when that is late or blocked, from the payment's status, which usePaymentWatch reads after a few seconds
// and gives up on after a minute ('Check again').
import { Effect, Exit, Option, Schedule } from "effect"
import { useStore } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"

import {
  CardMessages,
  newIdempotencyKey,
  PAYMENT_FAILED_TEXT,
  PAYMENT_WATCH_TIMING,
  paymentQueries,
  type PaymentWatchTiming,
  startCreditPayment,
  useCardConfirm,
  usePaidAt,
  usePaymentWatch
} from "@/entities/payment"
import { reloadCurrentUser } from "@/entities/session"
import {
  type ApiError,
  type CreditPack,
  type CreditPlanOption,
  failureOf,
  type QueryResult,
  useApiAction,
  useApiQuery,
  useRuntime
} from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { creditOptions } from "./creditOptions.ts"

/** The alert after a credit purchase (spec 1 section 4: the user is refreshed and it appears). */
export const PURCHASE_SUCCESSFUL = "Purchase Successful!"
/** After a minute without an answer, when the card was confirmed. */
export const CREDITS_ON_THEIR_WAY = "Payment received, credits are on their way"
/** After a minute without an answer, when the provider's answer to the card was lost. */
export const PAYMENT_UNCONFIRMED = "The payment is not confirmed yet"

export type BuyCreditsStep = "plan" | "payment" | "success"

export interface BuyCreditsState {
  readonly packs: QueryResult<ReadonlyArray<CreditPack>>
  readonly options: ReadonlyArray<CreditPlanOption>
  readonly selected: number
  readonly select: (credit: number) => void
  readonly step: BuyCreditsStep
  readonly goToPayment: () => void
  readonly backToPlans: () => void
  readonly pay: () => void
  /** From Pay until the card is declined, the payment settles or the wait gives up. */
  readonly isPaying: boolean
  readonly error: string | null
  /** The started payment, for the status page. */
  readonly paymentId: number | null
  /** The card was confirmed and a minute passed without an answer: offer 'Check again'. */
  readonly isSlow: boolean
  /** The provider's answer to the card was lost: the card may or may not have been charged. */
  readonly isUncertain: boolean
  readonly checkAgain: () => void
}

export interface BuyCreditsOptions {
  readonly agencyId: number
  readonly needed: number
  readonly timing?: PaymentWatchTiming
}

/** No answer reached the browser (network, gateway): the same attempt may be sent again. */
const unanswered = (error: ApiError): boolean => error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504

export function useBuyCredits({ agencyId, needed, timing = PAYMENT_WATCH_TIMING }: BuyCreditsOptions): BuyCreditsState {
  const packs = useApiQuery(paymentQueries.creditPacks())
  const options = packs.status === "success" ? creditOptions(packs.data, needed) : []
  const [chosen, setChosen] = useState<number | null>(null)
  const selected = chosen ?? options.find((option) => option.is_selected)?.credit ?? Math.max(1, needed)
  const [step, setStep] = useState<BuyCreditsStep>("plan")
  const [isPaying, setPaying] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [paymentId, setPaymentId] = useState<number | null>(null)
  // Set once the card is confirmed: only then is the payment worth watching.
  const [watchedId, setWatchedId] = useState<number | null>(null)
  const [isUncertain, setUncertain] = useState(false)
  const payStartedAt = useRef<number | null>(null)
  // The checkout attempt's key, kept while its request went unanswered so that Pay sends it again.
  const attempt = useRef<{ readonly key: string; readonly credit: number } | null>(null)
  // Starting a payment changes nothing cached: the credits land with payment.succeeded (RealtimeBridge).
  const { run } = useApiAction({ invalidates: [] })
  const { confirmPayment, checkCard } = useCardConfirm()
  // When this agency's last payment.succeeded arrived (the user already reloaded by the realtime bridge).
  const paidAt = usePaidAt(agencyId)
  const store = useStore()
  const runtime = useRuntime()
  const { show } = useAlerts()

  const succeed = useCallback(() => {
    // Once per payment.
    if (payStartedAt.current === null) return
    payStartedAt.current = null
    setPaying(false)
    setWatchedId(null)
    setStep("success")
    show({ type: "success", content: PURCHASE_SUCCESSFUL })
  }, [show])

  useEffect(() => {
    const started = payStartedAt.current
    if (paidAt === null || started === null || paidAt < started) return
    // The realtime bridge already reloaded the user.
    succeed()
  }, [paidAt, succeed])

  const watch = usePaymentWatch(watchedId, paidAt, timing, (settled) => {
    if (settled.status === "succeeded") {
      // No event came (a blocked socket): reload the user so the menu shows the new credits.
      void reloadCurrentUser(store, runtime).finally(succeed)
    } else {
      payStartedAt.current = null
      setWatchedId(null)
      setPaying(false)
      setError(`${PAYMENT_FAILED_TEXT}: ${settled.message}`)
    }
  })

  const pay = useCallback(() => {
    if (isPaying) return
    const fail = (message: string) => {
      setError(message)
      setPaying(false)
    }
    // An incomplete card is shown by the field itself; checking first leaves no pending payment behind.
    const problem = checkCard()
    if (problem !== null) return setError(problem === CardMessages.NotReady ? problem : null)
    const current =
      attempt.current !== null && attempt.current.credit === selected ? attempt.current : { key: newIdempotencyKey(), credit: selected }
    attempt.current = current
    payStartedAt.current = Date.now()
    setPaying(true)
    setError(null)
    setWatchedId(null)
    setUncertain(false)
    // A request that got no answer is sent again with the same key: the server answers the same payment.
    const start = startCreditPayment(agencyId, selected, packs.status === "success" ? packs.data : [], current.key).pipe(
      Effect.retry({ schedule: Schedule.exponential("300 millis").pipe(Schedule.jittered), times: 2, while: unanswered })
    )
    void run(start).then(async (exit) => {
      if (Exit.isFailure(exit)) {
        Option.map(failureOf(exit.cause), (failure) => {
          if (!unanswered(failure)) attempt.current = null
          fail(failure.serverMessage ?? failure.message)
        })
        return
      }
      // Answered: whatever the card says next, another Pay is a new attempt.
      attempt.current = null
      setPaymentId(exit.value.payment.id)
      const result = await confirmPayment(exit.value.client_secret)
      if (!result.ok && result.message !== CardMessages.Unreachable) return fail(result.message)
      // A lost answer may hide a charge: find out from the payment's status before offering Pay again.
      if (!result.ok) setUncertain(true)
      // Charged: the credits land when the provider tells the server; watch for it.
      setWatchedId(exit.value.payment.id)
    })
  }, [isPaying, checkCard, run, agencyId, selected, packs, confirmPayment])

  return {
    packs,
    options,
    selected,
    select: setChosen,
    step,
    goToPayment: () => setStep("payment"),
    backToPlans: () => {
      setError(null)
      setStep("plan")
    },
    pay,
    isPaying,
    error,
    paymentId,
    isSlow: watch.state.status === "slow",
    isUncertain,
    checkAgain: watch.checkAgain
  }
}
