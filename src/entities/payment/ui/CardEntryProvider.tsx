// Chooses the card entry from the client config: Stripe Elements with a publishable key, else the
// sandbox card form (the embedded payment provider). The card field renders whichever is chosen; Stripe's
// Elements provider sits right around its card element (see stripe.tsx), so the screens inside this
// provider never remount when Stripe's code arrives.
import { type ReactNode, useMemo, useRef } from "react"
import { loadClientConfig, useApiQuery } from "@/shared/api"
import { type CardDriver, CardEntryContext, type CardEntryMode } from "../model/cardEntry.ts"

export function CardEntryProvider({ children }: { children: ReactNode }) {
  const config = useApiQuery("client-config", loadClientConfig)
  const driver = useRef<CardDriver | null>(null)
  const publishableKey = config.status === "success" ? config.data.stripe_publishable_key : null
  const mode: CardEntryMode =
    config.status === "loading" ? "loading" : config.status === "failure" ? "unavailable" : publishableKey !== null ? "stripe" : "sandbox"
  const value = useMemo(() => ({ mode, driver, publishableKey }), [mode, publishableKey])
  return <CardEntryContext.Provider value={value}>{children}</CardEntryContext.Provider>
}
