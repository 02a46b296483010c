// Chooses the card entry from the client config: Stripe Elements with a publishable key, else the
// sandbox card form (the embedded payment provider). The card field renders whichever is chosen; Stripe's
// Elements provider sits right around its card element (see stripe.tsx), so the screens inside this
// provider never remount when Stripe's code arrives. It also hosts the sandbox's 3-D Secure page.
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react"

import { clientConfigQuery, useApiQuery } from "@/shared/api"

import { type CardDriver, CardEntryContext, type CardEntryMode, type Challenge } from "../model/cardEntry.ts"
import { AuthenticationModal } from "./AuthenticationModal.tsx"

interface OpenChallenge {
  readonly url: string
  /** The intent being authenticated: a payment (pi_…) or a card being saved (seti_…). */
  readonly intent: string
  readonly done: () => void
}

export function CardEntryProvider({ children }: { children: ReactNode }) {
  const config = useApiQuery(clientConfigQuery)
  const driver = useRef<CardDriver | null>(null)
  const [open, setOpen] = useState<OpenChallenge | null>(null)
  const publishableKey = config.status === "success" ? config.data.stripe_publishable_key : null
  const sandboxKey = config.status === "success" ? config.data.sandbox_publishable_key : null
  const mode: CardEntryMode =
    config.status === "loading" ? "loading" : config.status === "failure" ? "unavailable" : publishableKey !== null ? "stripe" : "sandbox"
  const challenge = useCallback<Challenge>(
    (url, intent) =>
      new Promise<void>((resolve) =>
        setOpen({
          url,
          intent,
          done: () => {
            setOpen(null)
            resolve()
          }
        })
      ),
    []
  )
  const value = useMemo(() => ({ mode, driver, publishableKey, sandboxKey, challenge }), [mode, publishableKey, sandboxKey, challenge])
  return (
    <CardEntryContext.Provider value={value}>
      {children}
      <AuthenticationModal url={open?.url ?? null} intent={open?.intent ?? null} onDone={open?.done ?? noop} />
    </CardEntryContext.Provider>
  )
}

const noop = () => undefined
