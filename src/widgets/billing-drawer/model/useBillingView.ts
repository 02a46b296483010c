// Which view the billing drawer shows. Every opening starts on the main view (or the route's portal).
import { useAtomValue } from "jotai"
import { useState } from "react"

import type { Coupon, PaymentMethod } from "@/shared/api"
import { openDrawerAtom } from "@/shared/ui/drawer"

/** The card form: adding a new card, or updating a saved card's billing details. */
export type CardForm = { readonly mode: "add" } | { readonly mode: "update"; readonly card: PaymentMethod }

/**
 * What the Upgrade view has chosen for a portal so far. Kept here, above the view, because Add Card
 * replaces the view with the card form: the plan and the applied coupon are still there after the card
 * is saved.
 */
export interface UpgradeDraft {
  readonly portalId: number
  readonly planId: number | null
  readonly coupon: Coupon | null
}

export interface BillingViewState {
  readonly chosenPortalId: number | null
  readonly cardForm: CardForm | null
  readonly upgradeDraft: UpgradeDraft | null
}

const START: BillingViewState = { chosenPortalId: null, cardForm: null, upgradeDraft: null }

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
    choosePortal: (portalId: number | null) => setState({ chosenPortalId: portalId, cardForm: null, upgradeDraft: null }),
    setUpgradeDraft: (upgradeDraft: UpgradeDraft | null) => setState((current) => ({ ...current, upgradeDraft })),
    openCardForm: (cardForm: CardForm) => setState((current) => ({ ...current, cardForm })),
    closeCardForm: () => setState((current) => ({ ...current, cardForm: null }))
  }
}
