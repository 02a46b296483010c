// Stripe Elements, loaded only when the server names a publishable key (this module and the Stripe
// libraries stay out of the main bundle).
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js"
import type { Stripe, StripeCardElement } from "@stripe/stripe-js"
import { type MutableRefObject, useEffect } from "react"

import { paymentReturnUrl } from "../lib/returnUrl.ts"
import { type CardDriver, CardMessages, type ConfirmResult } from "../model/cardEntry.ts"

// One Stripe instance per key for the page's life, as Stripe asks (loadStripe must not run per render).
const instances = new Map<string, Promise<Stripe | null>>()
const stripeFor = (publishableKey: string): Promise<Stripe | null> => {
  let instance = instances.get(publishableKey)
  if (instance === undefined) {
    // loadStripe is imported on demand too: it injects Stripe's script, which only a payment needs.
    instance = import("@stripe/stripe-js").then(({ loadStripe }) => loadStripe(publishableKey))
    instances.set(publishableKey, instance)
  }
  return instance
}

/** Elements around the card: its own provider, so mounting it never remounts the screen around it. */
export function StripeCardEntry({
  publishableKey,
  driver,
  autoFocus = false
}: {
  publishableKey: string
  driver: MutableRefObject<CardDriver | null>
  autoFocus?: boolean
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard driver={driver} autoFocus={autoFocus} />
    </Elements>
  )
}

const guarded = async (confirm: () => Promise<ConfirmResult>): Promise<ConfirmResult> => {
  try {
    return await confirm()
  } catch {
    return { ok: false, message: CardMessages.Unreachable }
  }
}

/** A payment the server started needs 3-D Secure: Stripe.js shows the issuer's page and answers the intent. */
export const stripeAuthenticate = (publishableKey: string, clientSecret: string): Promise<ConfirmResult> =>
  guarded(async () => {
    const stripe = await stripeFor(publishableKey)
    if (stripe === null) return { ok: false, message: CardMessages.NotReady }
    const result = await stripe.handleNextAction({ clientSecret })
    if (result.error) return { ok: false, message: result.error.message ?? CardMessages.AuthenticationFailed }
    const intent = result.paymentIntent
    if (intent === undefined) return { ok: false, message: CardMessages.Failed }
    return intent.status === "succeeded" || intent.status === "processing"
      ? { ok: true, id: intent.id }
      : { ok: false, message: CardMessages.NotAuthenticated }
  })

function StripeCard({ driver: driverRef, autoFocus }: { driver: MutableRefObject<CardDriver | null>; autoFocus: boolean }) {
  const stripe = useStripe()
  const elements = useElements()

  useEffect(() => {
    const card = (): StripeCardElement | null => elements?.getElement(CardElement) ?? null
    const current: CardDriver = {
      confirmPayment: (clientSecret, billing) =>
        guarded(async () => {
          const element = card()
          if (stripe === null || element === null) return { ok: false, message: CardMessages.NotReady }
          const details = billing
            ? { name: billing.name, email: billing.email, address: billing.country ? { country: billing.country } : undefined }
            : undefined
          // confirmCardPayment shows the issuer's 3-D Secure page itself when the card asks for it; the
          // return_url is where a redirect-based step sends the payer back (spec 1 section 9).
          const result = await stripe.confirmCardPayment(clientSecret, {
            payment_method: { card: element, ...(details ? { billing_details: details } : {}) },
            return_url: paymentReturnUrl()
          })
          if (result.error) return { ok: false, message: result.error.message ?? CardMessages.Failed }
          return { ok: true, id: result.paymentIntent.id }
        }),
      confirmSetup: (clientSecret, billing) =>
        guarded(async () => {
          const element = card()
          if (stripe === null || element === null) return { ok: false, message: CardMessages.NotReady }
          const result = await stripe.confirmCardSetup(clientSecret, {
            payment_method: {
              card: element,
              billing_details: { name: billing.name, email: billing.email, address: { country: billing.country } }
            }
          })
          if (result.error) return { ok: false, message: result.error.message ?? CardMessages.Failed }
          const method = result.setupIntent.payment_method
          const id = typeof method === "string" ? method : method?.id
          return id ? { ok: true, id } : { ok: false, message: CardMessages.Failed }
        })
    }
    driverRef.current = current
    return () => {
      if (driverRef.current === current) driverRef.current = null
    }
  }, [stripe, elements, driverRef])

  return <CardElement options={{ hidePostalCode: true }} onReady={autoFocus ? (element) => element.focus() : undefined} />
}
