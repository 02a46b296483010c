// The confirm functions of the mounted card field, for whoever pays (Buy Credits, the billing drawer),
// and the authentication (3-D Secure) of a payment the server started with a saved card.
import { useContext, useMemo } from "react"

import {
  type CardDriver,
  CardEntryContext,
  CardMessages,
  type ConfirmResult,
  SandboxGatewayContext,
  withPublishableKey
} from "./cardEntry.ts"
import { sandboxAuthenticate } from "./sandboxAuthentication.ts"

export interface CardConfirm extends CardDriver {
  /** Call before creating the intent: the card's problem (also shown by the field), else null. */
  readonly checkCard: () => string | null
  /** A payment answered requires_action: the payer authenticates it; resolves with the intent id or why not. */
  readonly authenticate: (clientSecret: string) => Promise<ConfirmResult>
}

export function useCardConfirm(): CardConfirm {
  const context = useContext(CardEntryContext)
  const gateway = useContext(SandboxGatewayContext)
  return useMemo<CardConfirm>(() => {
    const notReady = () => Promise.resolve({ ok: false as const, message: CardMessages.NotReady })
    return {
      confirmPayment: (clientSecret, billing) => context?.driver.current?.confirmPayment(clientSecret, billing) ?? notReady(),
      confirmSetup: (clientSecret, billing) => context?.driver.current?.confirmSetup(clientSecret, billing) ?? notReady(),
      checkCard: () => {
        const driver = context?.driver.current
        return driver ? (driver.check?.() ?? null) : CardMessages.NotReady
      },
      authenticate: async (clientSecret) => {
        if (context === null || context.mode === "loading" || context.mode === "unavailable") return notReady()
        if (context.mode === "stripe" && context.publishableKey !== null) {
          // Stripe's code loads only for a payment that needs it.
          const { stripeAuthenticate } = await import("../ui/stripe.tsx")
          return stripeAuthenticate(context.publishableKey, clientSecret)
        }
        return sandboxAuthenticate(withPublishableKey(gateway, context.sandboxKey), clientSecret, context.challenge)
      }
    }
  }, [context, gateway])
}
