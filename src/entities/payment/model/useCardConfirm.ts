// The confirm functions of the mounted card field, for whoever pays (Buy Credits, the billing drawer).
import { useContext, useMemo } from "react"
import { CardEntryContext, type CardDriver, CardMessages } from "./cardEntry.ts"

export interface CardConfirm extends CardDriver {
  /** Call before creating the intent: the card's problem (also shown by the field), else null. */
  readonly checkCard: () => string | null
}

export function useCardConfirm(): CardConfirm {
  const context = useContext(CardEntryContext)
  return useMemo<CardConfirm>(() => {
    const notReady = () => Promise.resolve({ ok: false as const, message: CardMessages.NotReady })
    return {
      confirmPayment: (clientSecret, billing) => context?.driver.current?.confirmPayment(clientSecret, billing) ?? notReady(),
      confirmSetup: (clientSecret, billing) => context?.driver.current?.confirmSetup(clientSecret, billing) ?? notReady(),
      checkCard: () => {
        const driver = context?.driver.current
        return driver ? (driver.check?.() ?? null) : CardMessages.NotReady
      }
    }
  }, [context])
}
