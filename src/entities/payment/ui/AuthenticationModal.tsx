// The card issuer's authentication page (3-D Secure) of the sandbox provider, in a modal. The page posts
// { type: "sandbox-stripe-authentication", payment_intent, status } to its parent when the payer completes
// or fails it; closing the modal ends the wait too (the intent, read again, then says it was not authenticated).
import { useEffect } from "react"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import styles from "./Payment.module.css"

export const AUTHENTICATION_TITLE = "Authenticate your payment"
export const AUTHENTICATION_MESSAGE = "sandbox-stripe-authentication"

export interface AuthenticationModalProps {
  /** The page to show; null: closed. */
  url: string | null
  paymentIntent: string | null
  onDone: () => void
}

export function AuthenticationModal({ url, paymentIntent, onDone }: AuthenticationModalProps) {
  useEffect(() => {
    if (url === null) return
    const listen = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; payment_intent?: unknown } | null
      if (typeof data !== "object" || data === null || data.type !== AUTHENTICATION_MESSAGE) return
      if (paymentIntent !== null && data.payment_intent !== paymentIntent) return
      onDone()
    }
    window.addEventListener("message", listen)
    return () => window.removeEventListener("message", listen)
  }, [url, paymentIntent, onDone])

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
        {url !== null ? <iframe className={styles.authFrame} src={url} title="Card authentication" /> : null}
      </Dialog>
    </Modal>
  )
}
