// Which view the billing drawer shows. Every opening starts on the main view, or on the Upgrade view of the
// portal the route names when it can be upgraded (spec 1 section 6: Upgrade only for free, core and stack
// portals). That is decided once per opening, when the route's portal is known: a portal upgraded to PRO in the
// view stays on it to see the outcome.
import { useAtomValue } from "jotai"
import { useState } from "react"

import type { Coupon, PaymentMethod, PortalPlan } from "@/shared/api"
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
  /** Whether this opening shows the route's portal's Upgrade view; null until the route's portal is known. */
  readonly onRoutePortal: boolean | null
}

const START: BillingViewState = { chosenPortalId: null, cardForm: null, upgradeDraft: null, onRoutePortal: null }

/** `routePlan`: the plan of the portal the route names, once known (undefined while it loads, null: none). */
export function useBillingView(routePlan: PortalPlan | null | undefined) {
  const isOpen = useAtomValue(openDrawerAtom) === "billing"
  const [state, setState] = useState(START)
  const [wasOpen, setWasOpen] = useState(isOpen)
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen)
    if (isOpen) setState(START)
  }
  if (state.onRoutePortal === null && routePlan !== undefined)
    setState({ ...state, onRoutePortal: routePlan !== null && routePlan !== "pro" })
  return {
    ...state,
    choosePortal: (portalId: number | null) =>
      setState((current) => ({ ...current, chosenPortalId: portalId, cardForm: null, upgradeDraft: null })),
    setUpgradeDraft: (upgradeDraft: UpgradeDraft | null) => setState((current) => ({ ...current, upgradeDraft })),
    openCardForm: (cardForm: CardForm) => setState((current) => ({ ...current, cardForm })),
    closeCardForm: () => setState((current) => ({ ...current, cardForm: null }))
  }
}
