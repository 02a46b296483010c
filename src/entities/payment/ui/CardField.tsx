// The card details input. It mounts after a second, a small spinner showing until then (spec 2 sections 4
// and 9: the card element is mounted with a delay); the delay is a prop so tests and stories pass 0.
import { lazy, Suspense, useContext, useEffect, useId, useState } from "react"

import { Alert } from "@/shared/ui/alert"
import { Spinner } from "@/shared/ui/spinner"

import { CardEntryContext } from "../model/cardEntry.ts"
import styles from "./Payment.module.css"
import { SandboxCardField } from "./SandboxCardField.tsx"

const StripeCardEntry = lazy(() => import("./stripe.tsx").then((module) => ({ default: module.StripeCardEntry })))

export const CARD_MOUNT_DELAY_MS = 1000

export interface CardFieldProps {
  label?: string
  /** Milliseconds before the card input mounts. */
  mountDelayMs?: number
  /** The card number takes the focus once it mounts (a step whose next job is typing the card). */
  autoFocus?: boolean
  /**
   * The provider's refusal of the card (declined, expired, incorrect CVC…), in its own words: shown and
   * announced at the field, since the card inputs (Stripe's frame too) never show it themselves.
   */
  error?: string | null
}

const loading = <Spinner size="sm" label="Loading card form…" />

export function CardField({ label = "Card Details", mountDelayMs = CARD_MOUNT_DELAY_MS, autoFocus = false, error = null }: CardFieldProps) {
  const context = useContext(CardEntryContext)
  const errorId = useId()
  const [mounted, setMounted] = useState(mountDelayMs <= 0)

  useEffect(() => {
    if (mountDelayMs <= 0) return
    const timer = setTimeout(() => setMounted(true), mountDelayMs)
    return () => clearTimeout(timer)
  }, [mountDelayMs])

  if (context === null) throw new Error("CardField must be rendered inside CardEntryProvider")
  if (context.mode === "unavailable") return <Alert type="danger">The card form could not be loaded. Please reload the page.</Alert>

  return (
    <div className={styles.card} role="group" aria-label={label} aria-describedby={error === null ? undefined : errorId}>
      <span className={styles.cardLabel}>{label}</span>
      {!mounted || context.mode === "loading" ? (
        loading
      ) : context.mode === "stripe" && context.publishableKey !== null ? (
        <Suspense fallback={loading}>
          <div className={styles.stripeCard}>
            <StripeCardEntry publishableKey={context.publishableKey} driver={context.driver} autoFocus={autoFocus} />
          </div>
        </Suspense>
      ) : (
        <SandboxCardField driver={context.driver} autoFocus={autoFocus} />
      )}
      {/* role=alert: screen readers read the refusal out as it appears. */}
      {error !== null ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
