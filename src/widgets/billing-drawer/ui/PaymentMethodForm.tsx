// The 'Payment Method' view: add a card (SetupIntent, confirmed by the card field, then saved to the
// agency) or update a saved card's billing details (no card field). Adding that fails only stops the
// spinner (spec 2 section 8); the card field keeps its own messages.
import { Exit, Option } from "effect"
import { useState } from "react"
import { BillingFields, type BillingErrors, type BillingValue, CardEntryProvider, CardField, EMPTY_BILLING, useCardConfirm, validateBilling } from "@/entities/payment"
import { failureOf, type PaymentMethod, useApiAction } from "@/shared/api"
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

function useBillingForm(initial: BillingValue) {
  const [value, setValue] = useState(initial)
  const [errors, setErrors] = useState<BillingErrors>({})
  /** The details to send, or null after showing what is missing. */
  const check = (): BillingValue | null => {
    const found = validateBilling(value)
    setErrors(found)
    return Object.keys(found).length === 0 ? value : null
  }
  const change = (next: BillingValue) => {
    setValue(next)
    // Keep showing only the problems that remain.
    if (Object.keys(errors).length > 0) setErrors(validateBilling(next))
  }
  return { value, errors, check, change }
}

function AddCardForm({ agencyId, onSaved, onCancel, cardMountDelayMs }: PaymentMethodFormProps) {
  const form = useBillingForm(EMPTY_BILLING)
  const { confirmSetup } = useCardConfirm()
  const { run } = useApiAction()
  const [saving, setSaving] = useState(false)

  const save = async () => {
    const billing = form.check()
    if (billing === null) return
    setSaving(true)
    const secret = await run(createSetupIntent(agencyId))
    const confirmed = Exit.isSuccess(secret) ? await confirmSetup(secret.value, billing) : null
    const saved = confirmed !== null && confirmed.ok ? await run(savePaymentMethod(agencyId, confirmed.id, billing)) : null
    setSaving(false)
    if (saved !== null && Exit.isSuccess(saved)) onSaved()
  }

  return (
    <div className={styles.form}>
      <BillingFields value={form.value} onChange={form.change} errors={form.errors} isDisabled={saving} />
      <CardField {...(cardMountDelayMs === undefined ? {} : { mountDelayMs: cardMountDelayMs })} />
      <FormActions saving={saving} onSave={() => void save()} onCancel={onCancel} />
    </div>
  )
}

function UpdateCardForm({ agencyId, card, onSaved, onCancel }: PaymentMethodFormProps & { card: PaymentMethod }) {
  const form = useBillingForm({ name: card.name ?? "", email: card.email ?? "", country: card.country ?? "" })
  const { isPending, run } = useApiAction()
  const [error, setError] = useState<string | null>(null)

  const save = async () => {
    const billing = form.check()
    if (billing === null) return
    setError(null)
    const exit = await run(savePaymentMethod(agencyId, card.id, billing))
    if (Exit.isSuccess(exit)) return onSaved()
    Option.map(failureOf(exit.cause), (failure) => setError(failure.message))
  }

  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        {cardLabel(card)}, expires {cardExpiry(card)}
      </p>
      <BillingFields value={form.value} onChange={form.change} errors={form.errors} isDisabled={isPending} />
      {error !== null ? <Alert type="danger">{error}</Alert> : null}
      <FormActions saving={isPending} onSave={() => void save()} onCancel={onCancel} />
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
