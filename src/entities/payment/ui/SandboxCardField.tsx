// The sandbox card form: number, expiry and CVC with Stripe's inline messages. A field's message shows
// once it was left, or for every field after a confirm with an incomplete card.
import { type MutableRefObject, useContext, useEffect, useMemo, useState } from "react"

import { TextField } from "@/shared/ui/text-field"

import {
  type CardErrors,
  EMPTY_CARD,
  firstCardError,
  formatCardNumber,
  formatExpiry,
  type SandboxCard,
  validateCard
} from "../lib/sandboxCard.ts"
import { type CardDriver, CardEntryContext, SandboxGatewayContext, withPublishableKey } from "../model/cardEntry.ts"
import { sandboxConfirm } from "../model/sandboxAuthentication.ts"
import styles from "./Payment.module.css"

type Field = keyof SandboxCard

export interface SandboxCardFieldProps {
  driver: MutableRefObject<CardDriver | null>
  /** Stories start from a filled or invalid card. */
  initialCard?: SandboxCard
  initialTouched?: boolean
  /** The card number takes the focus when the field mounts. */
  autoFocus?: boolean
}

export function SandboxCardField({
  driver: driverRef,
  initialCard = EMPTY_CARD,
  initialTouched = false,
  autoFocus = false
}: SandboxCardFieldProps) {
  const entry = useContext(CardEntryContext)
  const unkeyed = useContext(SandboxGatewayContext)
  const gateway = useMemo(() => withPublishableKey(unkeyed, entry?.sandboxKey), [unkeyed, entry?.sandboxKey])
  const challenge = entry?.challenge
  const [card, setCard] = useState(initialCard)
  const [touched, setTouched] = useState<Record<Field, boolean>>({ number: initialTouched, expiry: initialTouched, cvc: initialTouched })
  const errors: CardErrors = validateCard(card)

  useEffect(() => {
    const check = () => {
      const problem = firstCardError(validateCard(card))
      if (problem !== null) setTouched({ number: true, expiry: true, cvc: true })
      return problem
    }
    const confirmWith =
      (kind: "payment_intents" | "setup_intents") => (clientSecret: string, billing?: Parameters<CardDriver["confirmPayment"]>[1]) => {
        const problem = check()
        return problem !== null
          ? Promise.resolve({ ok: false as const, message: problem })
          : sandboxConfirm(gateway, kind, clientSecret, card, billing, challenge)
      }
    const current: CardDriver = { confirmPayment: confirmWith("payment_intents"), confirmSetup: confirmWith("setup_intents"), check }
    driverRef.current = current
    return () => {
      if (driverRef.current === current) driverRef.current = null
    }
  }, [card, gateway, driverRef, challenge])

  const change = (field: Field, format: (text: string) => string) => (text: string) =>
    setCard((current) => ({ ...current, [field]: format(text) }))
  const leave = (field: Field) => () => setTouched((current) => ({ ...current, [field]: card[field] !== "" || current[field] }))
  const shown = (field: Field): string | undefined => (touched[field] ? errors[field] : undefined)

  return (
    <div className={styles.sandboxCard}>
      <TextField
        className={styles.cardNumber}
        label="Card number"
        autoFocus={autoFocus}
        value={card.number}
        onChange={change("number", formatCardNumber)}
        onBlur={leave("number")}
        errorMessage={shown("number")}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <TextField
        label="Expiry"
        value={card.expiry}
        onChange={change("expiry", formatExpiry)}
        onBlur={leave("expiry")}
        errorMessage={shown("expiry")}
        placeholder="MM / YY"
        inputMode="numeric"
        autoComplete="cc-exp"
      />
      <TextField
        label="CVC"
        value={card.cvc}
        onChange={change("cvc", (text) => text.replace(/\D/g, "").slice(0, 4))}
        onBlur={leave("cvc")}
        errorMessage={shown("cvc")}
        placeholder="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
      />
    </div>
  )
}
