// The agency's saved cards with Update (billing details) and Delete, which asks first (spec 2 section 5).
import { Exit, Option } from "effect"
import { useState } from "react"

import { billingKeys } from "@/entities/payment"
import { failureOf, type PaymentMethod, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ConfirmDialog } from "@/shared/ui/dialog"
import { ListEmpty, ListItems } from "@/shared/ui/list-panel"
import { ListRow } from "@/shared/ui/list-row"

import { deletePaymentMethod } from "../api/billing.ts"
import { cardExpiry, cardLabel } from "../lib/cardLabel.ts"
import styles from "./BillingDrawer.module.css"

export const DELETE_CARD_TITLE = "Are you sure?"
export const DELETE_CARD_TEXT = "You won't be able to revert this!"
export const DELETE_CARD_CONFIRM = "Yes, delete it!"
export const DELETE_CARD_CANCEL = "No, cancel!"

export interface SavedCardsProps {
  agencyId: number
  cards: ReadonlyArray<PaymentMethod>
  onUpdate: (card: PaymentMethod) => void
  onDeleted: () => void
}

export function SavedCards({ agencyId, cards, onUpdate, onDeleted }: SavedCardsProps) {
  const [asking, setAsking] = useState<PaymentMethod | null>(null)
  const { isPending, run } = useApiAction({ invalidates: [billingKeys.cards(agencyId)] })
  const { show } = useAlerts()

  const confirm = async () => {
    if (asking === null) return
    const exit = await run(deletePaymentMethod(agencyId, asking.id))
    setAsking(null)
    if (Exit.isSuccess(exit)) return onDeleted()
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
  }

  if (cards.length === 0) return <ListEmpty>No saved cards.</ListEmpty>
  return (
    <>
      <ListItems label="Saved cards">
        {cards.map((card) => (
          <ListRow
            key={card.id}
            label={cardLabel(card)}
            title={card.is_default ? `${cardLabel(card)} (default)` : cardLabel(card)}
            meta={[card.name, card.email, `Expires ${cardExpiry(card)}`].filter(Boolean).join(" · ")}
            action={
              <span className={styles.actions}>
                <Button size="sm" variant="secondary" aria-label={`Update ${cardLabel(card)}`} onPress={() => onUpdate(card)}>
                  Update
                </Button>
                <Button size="sm" variant="danger" aria-label={`Delete ${cardLabel(card)}`} onPress={() => setAsking(card)}>
                  Delete
                </Button>
              </span>
            }
          />
        ))}
      </ListItems>
      <ConfirmDialog
        isOpen={asking !== null}
        title={DELETE_CARD_TITLE}
        text={DELETE_CARD_TEXT}
        confirmLabel={DELETE_CARD_CONFIRM}
        cancelLabel={DELETE_CARD_CANCEL}
        tone="danger"
        isPending={isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  )
}
