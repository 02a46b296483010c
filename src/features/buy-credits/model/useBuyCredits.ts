// The credit purchase's steps (spec 2 section 4): loading, plan, payment, success. Pay starts the
// server's PaymentIntent and confirms it with the card; success comes only from the realtime
// payment.succeeded for this agency (the webhook credited it), never from the card answer alone.
import { Exit, Option } from "effect"
import { useAtomValue } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"
import { CardMessages, lastPaymentSucceededAtom, listCreditPacks, startCreditPayment, useCardConfirm } from "@/entities/payment"
import { type CreditPack, failureOf, type QueryResult, useApiAction, useApiQuery } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { type CreditOption, creditOptions } from "./creditOptions.ts"

/** The alert after a credit purchase (spec 1 section 4: the user is refreshed and it appears). */
export const PURCHASE_SUCCESSFUL = "Purchase Successful!"

/** How long the modal waits for the realtime event before offering the status page. */
export const EVENT_FALLBACK_MS = 30_000

export type BuyCreditsStep = "plan" | "payment" | "success"

export interface BuyCreditsState {
  readonly packs: QueryResult<ReadonlyArray<CreditPack>>
  readonly options: ReadonlyArray<CreditOption>
  readonly selected: number
  readonly select: (credit: number) => void
  readonly step: BuyCreditsStep
  readonly goToPayment: () => void
  readonly backToPlans: () => void
  readonly pay: () => void
  /** From Pay until the card is declined or the event arrives. */
  readonly isPaying: boolean
  readonly error: string | null
  /** The started payment, for the status page. */
  readonly paymentId: number | null
  /** The event is late: offer "Check payment status". */
  readonly isSlow: boolean
}

export interface BuyCreditsOptions {
  readonly agencyId: number
  readonly needed: number
  readonly fallbackAfterMs?: number
}

export function useBuyCredits({ agencyId, needed, fallbackAfterMs = EVENT_FALLBACK_MS }: BuyCreditsOptions): BuyCreditsState {
  const packs = useApiQuery("credit-packs", listCreditPacks())
  const options = packs.status === "success" ? creditOptions(packs.data, needed) : []
  const [chosen, setChosen] = useState<number | null>(null)
  // The first option is the count needed (or 1): preselected until the user picks another.
  const selected = chosen ?? options[0]?.credit ?? Math.max(1, needed)
  const [step, setStep] = useState<BuyCreditsStep>("plan")
  const [isPaying, setPaying] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [paymentId, setPaymentId] = useState<number | null>(null)
  const [isWaiting, setWaiting] = useState(false)
  const [isSlow, setSlow] = useState(false)
  const payStartedAt = useRef<number | null>(null)
  const { run } = useApiAction()
  const { confirmPayment, checkCard } = useCardConfirm()
  const event = useAtomValue(lastPaymentSucceededAtom)
  const { show } = useAlerts()

  useEffect(() => {
    const started = payStartedAt.current
    if (event === null || started === null || event.agencyId !== agencyId || event.at < started) return
    // Once per payment: the user was already reloaded by the realtime bridge.
    payStartedAt.current = null
    setPaying(false)
    setWaiting(false)
    setStep("success")
    show({ type: "success", content: PURCHASE_SUCCESSFUL })
  }, [event, agencyId, show])

  useEffect(() => {
    if (!isWaiting) return
    const timer = setTimeout(() => setSlow(true), fallbackAfterMs)
    return () => clearTimeout(timer)
  }, [isWaiting, fallbackAfterMs])

  const pay = useCallback(() => {
    if (isPaying) return
    const fail = (message: string) => {
      setError(message)
      setPaying(false)
    }
    // An incomplete card is shown by the field itself; checking first leaves no pending payment behind.
    const problem = checkCard()
    if (problem !== null) return setError(problem === CardMessages.NotReady ? problem : null)
    payStartedAt.current = Date.now()
    setPaying(true)
    setError(null)
    void run(startCreditPayment(agencyId, selected, packs.status === "success" ? packs.data : [])).then(async (exit) => {
      if (Exit.isFailure(exit)) {
        Option.map(failureOf(exit.cause), (failure) => fail(failure.serverMessage ?? failure.message))
        return
      }
      setPaymentId(exit.value.payment.id)
      const result = await confirmPayment(exit.value.client_secret)
      if (!result.ok) return fail(result.message)
      // Charged: the credits land when the provider's webhook does, which the realtime event reports.
      setWaiting(true)
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
    isSlow
  }
}
