// The billing drawer's main view ('Portals'): the agency's portal counts, PRO licences left, module
// credits with Buy, the portals to choose for an upgrade, the saved cards and the payment history.
import { useSetAtom } from "jotai"
import type { ReactNode } from "react"

import { activeAgencyIdAtom } from "@/entities/agency"
import { planLabel } from "@/entities/portal"
import type { PaymentMethod, Portal, UserAgency } from "@/shared/api"
import { availableModals } from "@/shared/config"
import { openModalAtom } from "@/shared/lib/modal"
import { Button } from "@/shared/ui/button"
import { ListEmpty, ListItems, ListPanel, ListSection, ListToolbar } from "@/shared/ui/list-panel"
import { ListRow } from "@/shared/ui/list-row"

import type { PortalCounts } from "../lib/rules.ts"
import styles from "./BillingDrawer.module.css"
import { PaymentHistory } from "./PaymentHistory.tsx"
import { SavedCards } from "./SavedCards.tsx"

export interface PortalsViewProps {
  agency: UserAgency
  /** The agency's portal counts from the server (all portals, children included). */
  counts: PortalCounts
  portals: ReadonlyArray<Portal>
  cards: ReadonlyArray<PaymentMethod>
  onChoosePortal: (portalId: number) => void
  onAddCard: () => void
  onUpdateCard: (card: PaymentMethod) => void
  onCardsChanged: () => void
}

export function PortalsView({ agency, counts, portals, cards, onChoosePortal, onAddCard, onUpdateCard, onCardsChanged }: PortalsViewProps) {
  const setActiveAgency = useSetAtom(activeAgencyIdAtom)
  const setOpenModal = useSetAtom(openModalAtom)

  const buyCredits = () => {
    setActiveAgency(agency.id)
    setOpenModal("credit-purchase")
  }

  return (
    <ListPanel>
      <dl className={styles.stats} aria-label={`${agency.name} billing`}>
        <Stat label="Free portals" value={counts.free} />
        <Stat label="Core portals" value={counts.core} />
        <Stat label="PRO portals" value={counts.pro} />
        <Stat label="PRO licenses available" value={agency.portals_available} />
        <Stat
          label="Module credits"
          value={agency.credit_limit}
          action={
            availableModals.has("credit-purchase") ? (
              <Button size="sm" onPress={buyCredits} aria-label="Buy credits">
                Buy
              </Button>
            ) : undefined
          }
        />
      </dl>
      <ListSection heading="Choose a portal">
        {portals.length === 0 ? (
          <ListEmpty>This agency has no portals yet.</ListEmpty>
        ) : (
          <ListItems label="Portals">
            {portals.map((portal) => (
              // PRO is the top plan: nothing to choose it for (spec 1 section 6: Upgrade is for free, core, stack).
              <ListRow
                key={portal.id}
                label={portal.name}
                title={portal.name}
                meta={portal.plan === "pro" ? `Plan: ${planLabel(portal.plan)} (highest plan)` : `Plan: ${planLabel(portal.plan)}`}
                onOpen={portal.plan === "pro" ? undefined : () => onChoosePortal(portal.id)}
              />
            ))}
          </ListItems>
        )}
      </ListSection>
      <ListSection heading="Payment methods">
        <ListToolbar align="end">
          <Button size="sm" variant="secondary" onPress={onAddCard}>
            Add Card
          </Button>
        </ListToolbar>
        <SavedCards agencyId={agency.id} cards={cards} onUpdate={onUpdateCard} onDeleted={onCardsChanged} />
      </ListSection>
      {/* Who paid what is the agency admins' business (the server answers 403 to others). */}
      {agency.role.name === "agency-admin" ? <PaymentHistory agencyId={agency.id} /> : null}
    </ListPanel>
  )
}

function Stat({ label, value, action }: { label: string; value: number; action?: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        {action}
      </dd>
    </div>
  )
}
