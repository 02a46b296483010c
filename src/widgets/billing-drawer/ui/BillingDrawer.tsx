// The billing drawer (spec 2 section 2): 'Portals' (overview and portal choice), 'Upgrade' (one portal's
// plans) and 'Payment Method' (the card form). Opened from the user menu's 'Portals', by billing=open or
// by a payment_status return (app/billing).
import { useQueryClient } from "@tanstack/react-query"
import { useAtomValue } from "jotai"

import { agencyKeys } from "@/entities/agency"
import type { PaymentWatchTiming } from "@/entities/payment"
import { billingKeys } from "@/entities/payment"
import { portalKeys, useOpenPortal } from "@/entities/portal"
import { roleFlagsAtom } from "@/entities/session"
import { type Portal, type UserAgency } from "@/shared/api"
import { Drawer } from "@/shared/ui/drawer"
import { ListEmpty, ListError, ListLoading } from "@/shared/ui/list-panel"

import { billingTitle } from "../lib/rules.ts"
import { useAgencyCards } from "../model/useAgencyCards.ts"
import { useAgencyCounts } from "../model/useAgencyCounts.ts"
import { useAgencyPortals } from "../model/useAgencyPortals.ts"
import { useBillingAgency } from "../model/useBillingAgency.ts"
import { type CardForm, type UpgradeDraft, useBillingView } from "../model/useBillingView.ts"
import { PaymentMethodForm } from "./PaymentMethodForm.tsx"
import { PortalsView } from "./PortalsView.tsx"
import { UpgradeView } from "./UpgradeView.tsx"

export interface BillingDrawerProps {
  /** In a portal's editor the route names a portal: the drawer opens on its Upgrade view (a PRO portal's: on Portals). */
  usesSelectedPortal?: boolean
  /** Milliseconds before the card field mounts (tests and stories pass 0). */
  cardMountDelayMs?: number
  /** When an upgrade's wait reads the payment's status and gives up (tests and stories shorten it). */
  paymentTiming?: PaymentWatchTiming
}

export function BillingDrawer({ usesSelectedPortal = false, cardMountDelayMs, paymentTiming }: BillingDrawerProps) {
  const selected = useOpenPortal(useAtomValue(roleFlagsAtom))
  const view = useBillingView(usesSelectedPortal ? selected?.plan : null)
  const routePortal = usesSelectedPortal && view.onRoutePortal === true ? selected : null
  const portalId = view.chosenPortalId ?? routePortal?.id ?? null
  const title = billingTitle(view.cardForm === null ? "portals" : "payment-method", portalId !== null)
  return (
    <Drawer name="billing" title={title}>
      <BillingBody
        portalId={portalId}
        routePortal={routePortal}
        cardForm={view.cardForm}
        onChoosePortal={view.choosePortal}
        onBack={view.chosenPortalId !== null ? () => view.choosePortal(null) : undefined}
        onOpenCardForm={view.openCardForm}
        onCloseCardForm={view.closeCardForm}
        upgradeDraft={view.upgradeDraft}
        onUpgradeDraftChange={view.setUpgradeDraft}
        cardMountDelayMs={cardMountDelayMs}
        paymentTiming={paymentTiming}
      />
    </Drawer>
  )
}

interface BillingBodyProps {
  portalId: number | null
  routePortal: Portal | null
  cardForm: CardForm | null
  onChoosePortal: (portalId: number) => void
  onBack: (() => void) | undefined
  onOpenCardForm: (form: CardForm) => void
  onCloseCardForm: () => void
  upgradeDraft: UpgradeDraft | null
  onUpgradeDraftChange: (draft: UpgradeDraft | null) => void
  cardMountDelayMs: number | undefined
  paymentTiming: PaymentWatchTiming | undefined
}

function BillingBody(props: BillingBodyProps) {
  const agency = useBillingAgency()
  if (agency === null) return <ListEmpty>There is no agency to bill.</ListEmpty>
  return <AgencyBilling key={agency.id} agency={agency} {...props} />
}

function AgencyBilling(props: BillingBodyProps & { agency: UserAgency }) {
  const {
    agency,
    portalId,
    routePortal,
    cardForm,
    onChoosePortal,
    onBack,
    onOpenCardForm,
    onCloseCardForm,
    upgradeDraft,
    onUpgradeDraftChange,
    cardMountDelayMs,
    paymentTiming
  } = props
  const portals = useAgencyPortals(agency.id)
  const cards = useAgencyCards(agency.id)
  const counts = useAgencyCounts(agency.id)
  const queryClient = useQueryClient()

  if (portals.status === "loading" || cards.status === "loading" || counts.status === "loading")
    return <ListLoading label="Loading billing…" />
  if (portals.status === "failure")
    return <ListError title="Billing could not be loaded." message={portals.error.message} onRetry={portals.reload} />
  if (cards.status === "failure")
    return <ListError title="Billing could not be loaded." message={cards.error.message} onRetry={cards.reload} />
  if (counts.status === "failure")
    return <ListError title="Billing could not be loaded." message={counts.error.message} onRetry={counts.reload} />

  if (cardForm !== null) {
    return (
      <PaymentMethodForm
        agencyId={agency.id}
        card={cardForm.mode === "update" ? cardForm.card : null}
        onSaved={() => {
          onCloseCardForm()
          cards.reload()
        }}
        onCancel={onCloseCardForm}
        {...(cardMountDelayMs === undefined ? {} : { cardMountDelayMs })}
      />
    )
  }

  // The list's copy is the fresh one after an upgrade; the route's portal covers one outside the list.
  const portal =
    portalId === null
      ? null
      : (portals.data.find((candidate) => candidate.id === portalId) ?? (routePortal?.id === portalId ? routePortal : null))
  if (portal !== null) {
    return (
      <UpgradeView
        agency={agency}
        portal={portal}
        cards={cards.data}
        onAddCard={() => onOpenCardForm({ mode: "add" })}
        onUpgraded={() => {
          // The portal (its card behind the drawer, every list) and the agency's counts show the new plan;
          // the payment joins the agency's history.
          void queryClient.invalidateQueries({ queryKey: portalKeys.record(portal.id) })
          void queryClient.invalidateQueries({ queryKey: portalKeys.lists() })
          void queryClient.invalidateQueries({ queryKey: agencyKeys.record(agency.id) })
          void queryClient.invalidateQueries({ queryKey: billingKeys.ofAgency(agency.id) })
        }}
        onBack={onBack}
        paymentTiming={paymentTiming}
        draft={upgradeDraft}
        onDraftChange={onUpgradeDraftChange}
      />
    )
  }
  return (
    <PortalsView
      agency={agency}
      counts={counts.data}
      portals={portals.data}
      cards={cards.data}
      onChoosePortal={onChoosePortal}
      onAddCard={() => onOpenCardForm({ mode: "add" })}
      onUpdateCard={(card) => onOpenCardForm({ mode: "update", card })}
      onCardsChanged={cards.reload}
    />
  )
}
