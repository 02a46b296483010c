// The card issuer's authentication page (3-D Secure) of the sandbox provider, in a modal. The page posts
// { type: "sandbox-stripe-authentication", payment_intent | setup_intent, status } to its parent when the
// payer completes or fails it (a payment, or a card being saved); closing the modal ends the wait too (the
// intent, read again, then says it was not authenticated). Only this origin's messages count: the
// sandbox is served by the app itself.
import { type SyntheticEvent, useEffect } from "react"

import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"

import { isPaymentReturn } from "../lib/returnUrl.ts"
import styles from "./Payment.module.css"

export const AUTHENTICATION_TITLE = "Authenticate your payment"
export const AUTHENTICATION_MESSAGE = "sandbox-stripe-authentication"

export interface AuthenticationModalProps {
  /** The page to show; null: closed. */
  url: string | null
  /** The PaymentIntent (pi_…) or SetupIntent (seti_…) being authenticated. */
  intent: string | null
  onDone: () => void
}

export function AuthenticationModal({ url, intent, onDone }: AuthenticationModalProps) {
  useEffect(() => {
    if (url === null) return
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const data = event.data as { type?: unknown; payment_intent?: unknown; setup_intent?: unknown } | null
      if (typeof data !== "object" || data === null || data.type !== AUTHENTICATION_MESSAGE) return
      if (intent !== null && (data.payment_intent ?? data.setup_intent) !== intent) return
      onDone()
    }
    window.addEventListener("message", listen)
    return () => window.removeEventListener("message", listen)
  }, [url, intent, onDone])

  // With a return_url the issuer's page sends the frame back to /payment-success instead of posting a
  // message (the frame is this origin's then, so its address can be read): that ends the wait too.
  const frameLoaded = (event: SyntheticEvent<HTMLIFrameElement>) => {
    try {
      const location = event.currentTarget.contentWindow?.location
      if (location !== undefined && isPaymentReturn(location)) onDone()
    } catch {
      // Another origin's page (the issuer's): not back yet.
    }
  }

  return (
    <Modal isOpen={url !== null} onOpenChange={(open) => (open ? undefined : onDone())} width={600}>
      <Dialog
        title={AUTHENTICATION_TITLE}
        footer={
          <Button variant="secondary" onPress={onDone}>
            Cancel
          </Button>
        }
      >
        <p>Your bank asks you to confirm this payment.</p>
        {url !== null ? <iframe className={styles.authFrame} src={url} title="Card authentication" onLoad={frameLoaded} /> : null}
      </Dialog>
    </Modal>
  )
}
