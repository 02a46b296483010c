// Which view the billing drawer shows. Every opening starts on the main view (or the route's portal).
import { useAtomValue } from "jotai"
import { useState } from "react"
import type { PaymentMethod } from "@/shared/api"
import { openDrawerAtom } from "@/shared/ui/drawer"

/** The card form: adding a new card, or updating a saved card's billing details. */
export type CardForm = { readonly mode: "add" } | { readonly mode: "update"; readonly card: PaymentMethod }

export interface BillingViewState {
  readonly chosenPortalId: number | null
  readonly cardForm: CardForm | null
}

const START: BillingViewState = { chosenPortalId: null, cardForm: null }

export function useBillingView() {
  const isOpen = useAtomValue(openDrawerAtom) === "billing"
  const [state, setState] = useState(START)
  const [wasOpen, setWasOpen] = useState(isOpen)
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen)
    if (isOpen) setState(START)
  }
  return {
    ...state,
    choosePortal: (portalId: number | null) => setState({ chosenPortalId: portalId, cardForm: null }),
    openCardForm: (cardForm: CardForm) => setState((current) => ({ ...current, cardForm })),
    closeCardForm: () => setState((current) => ({ ...current, cardForm: null }))
  }
}
