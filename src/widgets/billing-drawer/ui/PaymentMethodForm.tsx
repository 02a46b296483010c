// The 'Payment Method' view: add a card (SetupIntent, confirmed by the card field, then saved to the
// agency) or update a saved card's billing details (no card field). The spec's original only stopped the
// spinner when adding failed (spec 2 section 8); a card the provider refuses is now told at the card field
// in the provider's words, and nothing is saved.
import { Exit, Option } from "effect"
import { useState } from "react"

import {
  BillingFields,
  billingKeys,
  CardEntryProvider,
  CardField,
  CardMessages,
  EMPTY_BILLING,
  newIdempotencyKey,
  useBillingForm,
  useCardConfirm
} from "@/entities/payment"
import { type ApiError, failureOf, type PaymentMethod, useApiAction } from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"

import { createSetupIntent, savePaymentMethod } from "../api/billing.ts"
import { cardExpiry, cardLabel } from "../lib/cardLabel.ts"
import styles from "./BillingDrawer.module.css"

export interface PaymentMethodFormProps {
  agencyId: number
  /** The saved card to update; null adds a new one. */
  card: PaymentMethod | null
  onSaved: () => void
  onCancel: () => void
  /** Milliseconds before the card field mounts (tests and stories pass 0). */
  cardMountDelayMs?: number
}

export function PaymentMethodForm(props: PaymentMethodFormProps) {
  if (props.card !== null) return <UpdateCardForm {...props} card={props.card} />
  return (
    <CardEntryProvider>
      <AddCardForm {...props} />
    </CardEntryProvider>
  )
}

function AddCardForm({ agencyId, onSaved, onCancel, cardMountDelayMs }: PaymentMethodFormProps) {
  const { checkCard, confirmSetup } = useCardConfirm()
  // The setup intent changes nothing; the saved card joins the agency's cards.
  const { run } = useApiAction({ invalidates: [] })
  const [saving, setSaving] = useState(false)
  // The provider's refusal, shown at the card field; our server's own failures above the buttons.
  const [cardError, setCardError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const stop = (exit: Exit.Failure<unknown, ApiError>) => {
    setSaving(false)
    Option.map(failureOf(exit.cause), (failure) => setError(failure.message))
  }

  const form = useBillingForm(EMPTY_BILLING, async (billing) => {
    // The card was checked when Save was pressed; an incomplete one makes no SetupIntent.
    if (checkCard() !== null) return
    setSaving(true)
    const secret = await run(createSetupIntent(agencyId))
    if (Exit.isFailure(secret)) return stop(secret)
    const confirmed = await confirmSetup(secret.value, billing)
    if (!confirmed.ok) {
      setSaving(false)
      return setCardError(confirmed.message)
    }
    // One key per save attempt: the request's retries resend it. Should this save fail, the provider
    // already holds the card; the next attempt confirms it again and the server keeps one of the two.
    const saved = await run(savePaymentMethod(agencyId, confirmed.id, billing, newIdempotencyKey()), [billingKeys.cards(agencyId)])
    if (Exit.isFailure(saved)) return stop(saved)
    setSaving(false)
    onSaved()
  })

  const save = () => {
    setCardError(null)
    setError(null)
    // An incomplete card is told inline by the field itself, beside whatever the billing details lack.
    const problem = checkCard()
    setCardError(problem === CardMessages.NotReady ? problem : null)
    void form.handleSubmit()
  }

  return (
    <div className={styles.form}>
      <BillingFields form={form} isDisabled={saving} />
      <CardField error={cardError} {...(cardMountDelayMs === undefined ? {} : { mountDelayMs: cardMountDelayMs })} />
      {error !== null ? <Alert type="danger">{error}</Alert> : null}
      <FormActions saving={saving} onSave={save} onCancel={onCancel} />
    </div>
  )
}

function UpdateCardForm({ agencyId, card, onSaved, onCancel }: PaymentMethodFormProps & { card: PaymentMethod }) {
  const { isPending, run } = useApiAction({ invalidates: [billingKeys.cards(agencyId)] })
  const [error, setError] = useState<string | null>(null)
  const form = useBillingForm({ name: card.name ?? "", email: card.email ?? "", country: card.country ?? "" }, async (billing) => {
    setError(null)
    const exit = await run(savePaymentMethod(agencyId, card.id, billing))
    if (Exit.isSuccess(exit)) return onSaved()
    Option.map(failureOf(exit.cause), (failure) => setError(failure.message))
  })

  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        {cardLabel(card)}, expires {cardExpiry(card)}
      </p>
      <BillingFields form={form} isDisabled={isPending} />
      {error !== null ? <Alert type="danger">{error}</Alert> : null}
      <FormActions saving={isPending} onSave={() => void form.handleSubmit()} onCancel={onCancel} />
    </div>
  )
}

function FormActions({ saving, onSave, onCancel }: { saving: boolean; onSave: () => void; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
        Cancel
      </Button>
      <Button onPress={onSave} isPending={saving}>
        Save Card
      </Button>
    </div>
  )
}
