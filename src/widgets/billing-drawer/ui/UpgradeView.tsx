// The billing drawer's per-portal view ('Upgrade'): the upgrade plans above the portal's plan, a coupon,
// the saved card to pay with, and Upgrade, which waits for the payment to settle (spec 2 sections 2 and 5).
import { useState } from "react"

import { CardEntryProvider, type PaymentWatchTiming, planKeys } from "@/entities/payment"
import { planLabel } from "@/entities/portal"
import {
  apiQueryOptions,
  type Coupon,
  discountedPrice,
  type PaymentMethod,
  type Plan,
  type Portal,
  type QueryResult,
  useApiQuery,
  type UserAgency
} from "@/shared/api"
import { Alert } from "@/shared/ui/alert"
import { Button } from "@/shared/ui/button"
import { ListEmpty, ListError, ListLoading, ListPanel, ListSection, ListToolbar } from "@/shared/ui/list-panel"
import { Spinner } from "@/shared/ui/spinner"

import { listUpgradePlans } from "../api/billing.ts"
import { cardExpiry, cardLabel } from "../lib/cardLabel.ts"
import { availabilityLabel, canUpgrade, formatPrice, moduleLimitLabel, planPriceLabel, upgradeTargets } from "../lib/rules.ts"
import type { UpgradeDraft } from "../model/useBillingView.ts"
import { useUpgradeCheckout } from "../model/useUpgradeCheckout.ts"
import styles from "./BillingDrawer.module.css"
import { ChoiceGroup } from "./ChoiceGroup.tsx"
import { CouponField, couponSummary } from "./CouponField.tsx"
import { SELECT_PLAN_TITLE, SelectPlanModal } from "./SelectPlanModal.tsx"

export const PLAN_UPDATED_TEXT = "Plan Successfully Updated!"
export const ON_PRO_TEXT = "This portal is on PRO, the highest plan: there is nothing to upgrade."
export const ADMINS_ONLY_TEXT = "Only an agency admin can upgrade this portal."
export const STILL_CONFIRMING_TEXT = "The payment is still being confirmed"

export interface UpgradeViewProps {
  agency: UserAgency
  portal: Portal
  cards: ReadonlyArray<PaymentMethod>
  onAddCard: () => void
  /** The plan changed: read the portals again. */
  onUpgraded: () => void
  /** Back to the portal list; absent when the route chose the portal. */
  onBack?: (() => void) | undefined
  /** When the wait for the payment reads its status and gives up (tests shorten it). */
  paymentTiming?: PaymentWatchTiming | undefined
  /** The plan and coupon chosen so far, kept by the drawer while Add Card shows the card form. */
  draft: UpgradeDraft | null
  onDraftChange: (draft: UpgradeDraft | null) => void
}

export function UpgradeView({
  agency,
  portal,
  cards,
  onAddCard,
  onUpgraded,
  onBack,
  paymentTiming,
  draft,
  onDraftChange
}: UpgradeViewProps) {
  // Kept here, above the form: a portal upgraded to PRO no longer shows the form.
  const [updated, setUpdated] = useState(false)
  const upgraded = () => {
    setUpdated(true)
    onUpgraded()
  }
  // The realtime event may refresh the portal (now PRO) before the form sees its payment succeed, and the
  // form is gone then: a plan that changed while this view was open is told as updated all the same.
  const [opened] = useState(() => ({ id: portal.id, plan: portal.plan }))
  const planChanged = opened.id === portal.id && opened.plan !== portal.plan
  return (
    <ListPanel>
      {updated || planChanged ? <Alert type="success">{PLAN_UPDATED_TEXT}</Alert> : null}
      {onBack !== undefined ? (
        <ListToolbar>
          <Button size="sm" variant="secondary" onPress={onBack}>
            Back to portals
          </Button>
        </ListToolbar>
      ) : null}
      <ListSection heading={portal.name}>
        <p className={styles.muted}>Current plan: {planLabel(portal.plan)}</p>
      </ListSection>
      {portal.plan === "pro" ? (
        <Alert type="success">{ON_PRO_TEXT}</Alert>
      ) : !canUpgrade(agency, portal.plan) ? (
        <Alert type="warning">{ADMINS_ONLY_TEXT}</Alert>
      ) : (
        // The provider hosts the card authentication (3-D Secure) a payment may ask for.
        <CardEntryProvider>
          <UpgradeForm
            agency={agency}
            portal={portal}
            cards={cards}
            onAddCard={onAddCard}
            onUpgraded={upgraded}
            paymentTiming={paymentTiming}
            draft={draft?.portalId === portal.id ? draft : null}
            onDraftChange={onDraftChange}
          />
        </CardEntryProvider>
      )}
    </ListPanel>
  )
}

type UpgradeFormProps = Omit<UpgradeViewProps, "onBack">

function UpgradeForm({ agency, portal, cards, onAddCard, onUpgraded, paymentTiming, draft, onDraftChange }: UpgradeFormProps) {
  const plans = useApiQuery(apiQueryOptions(planKeys.upgrade(), listUpgradePlans))
  if (plans.status === "loading") return <ListLoading label="Loading plans…" />
  if (plans.status === "failure")
    return <ListError title="Plans could not be loaded." message={plans.error.message} onRetry={plans.reload} />
  const targets = upgradeTargets(plans.data, portal.plan)
  if (targets.length === 0) return <ListEmpty>No plan above {planLabel(portal.plan)} is on offer.</ListEmpty>
  return (
    <PlanPurchase
      agency={agency}
      portal={portal}
      cards={cards}
      plans={targets}
      offer={plans}
      onAddCard={onAddCard}
      onUpgraded={onUpgraded}
      paymentTiming={paymentTiming}
      draft={draft}
      onDraftChange={onDraftChange}
    />
  )
}

interface PlanPurchaseProps extends UpgradeFormProps {
  /** The plans above the portal's plan. */
  plans: ReadonlyArray<Plan>
  /** Every upgrade plan, as the select-plan modal shows them. */
  offer: QueryResult<ReadonlyArray<Plan>>
}

function PlanPurchase({
  agency,
  portal,
  cards,
  plans,
  offer,
  onAddCard,
  onUpgraded,
  paymentTiming,
  draft,
  onDraftChange
}: PlanPurchaseProps) {
  const planId = draft?.planId ?? plans[0]!.id
  const coupon = draft?.coupon ?? null
  const setPlanId = (id: number) => onDraftChange({ portalId: portal.id, planId: id, coupon })
  const setCoupon = (applied: Coupon | null) => onDraftChange({ portalId: portal.id, planId, coupon: applied })
  const [choosing, setChoosing] = useState(false)
  const [cardId, setCardId] = useState<string | null>(null)
  // A new round after each upgrade: the coupon field starts empty again.
  const [round, setRound] = useState(0)
  // Once per payment: the form starts a new round and the drawer hears of the upgrade.
  const checkout = useUpgradeCheckout(paymentTiming, () => {
    onDraftChange(null)
    setRound((n) => n + 1)
    onUpgraded()
  })
  const { isPending, error, paymentId, outcome } = checkout

  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0]!
  const card = cards.find((candidate) => candidate.id === cardId) ?? cards.find((candidate) => candidate.is_default) ?? cards[0] ?? null
  const waiting = paymentId !== null && outcome.state.status === "waiting"

  const succeeded = paymentId !== null && outcome.state.status === "succeeded"

  const upgrade = () => {
    if (card === null) return
    void checkout.upgrade({ agencyId: agency.id, portalId: portal.id, plan: plan.id, payment: card.id, coupon: coupon?.id ?? null })
  }

  if (waiting || succeeded) return <Spinner size="lg" label="Waiting for the payment to be confirmed…" />
  if (paymentId !== null && outcome.state.status === "slow") {
    return (
      <Alert type="warning" title={STILL_CONFIRMING_TEXT}>
        <p>No answer from the payment provider yet. The plan changes as soon as the payment is confirmed.</p>
        <Button size="sm" onPress={outcome.checkAgain}>
          Check again
        </Button>
      </Alert>
    )
  }

  const locked = isPending
  const finalPrice = discountedPrice(plan.price, coupon)
  return (
    <>
      <section className={styles.chosenPlan} aria-label="Chosen plan">
        <span className={styles.radioText}>
          <span className={styles.radioLabel}>{plan.name}</span>
          <span
            className={styles.muted}
          >{`${planPriceLabel(plan)} · ${moduleLimitLabel(plan.module_limit)} · ${availabilityLabel(plan.module_access)}`}</span>
        </span>
        <Button size="sm" variant="secondary" onPress={() => setChoosing(true)} isDisabled={locked}>
          {SELECT_PLAN_TITLE}
        </Button>
      </section>
      <SelectPlanModal
        isOpen={choosing}
        onClose={() => setChoosing(false)}
        plans={offer}
        current={portal.plan}
        agencyPlan={agency.plan}
        selectedId={plan.id}
        onSelect={setPlanId}
      />
      <CouponField key={round} planId={plan.id} applied={coupon} onApplied={setCoupon} isDisabled={locked} />
      <p className={styles.total} aria-label="Final price">
        <span>Final price{coupon !== null ? ` (${coupon.id}: ${couponSummary(coupon, plan.currency_symbol)})` : ""}</span>
        <span>
          {coupon !== null ? <del className={styles.strike}>{formatPrice(plan.price, plan.currency_symbol)}</del> : null}
          {planPriceLabel({ ...plan, price: finalPrice })}
        </span>
      </p>
      {cards.length === 0 ? (
        <ListEmpty>No saved card: add one to pay.</ListEmpty>
      ) : (
        <ChoiceGroup
          label="Pay with"
          value={card?.id ?? null}
          onChange={setCardId}
          isDisabled={locked}
          choices={cards.map((candidate) => ({
            id: candidate.id,
            textValue: cardLabel(candidate),
            title: cardLabel(candidate),
            meta: `Expires ${cardExpiry(candidate)}`
          }))}
        />
      )}
      {error !== null ? <Alert type="danger">{error}</Alert> : null}
      {outcome.state.status === "failed" && paymentId !== null ? (
        <Alert type="danger" title="Payment failed">
          {outcome.state.message}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onAddCard} isDisabled={locked}>
          Add Card
        </Button>
        <Button onPress={upgrade} isPending={isPending} isDisabled={card === null}>
          Upgrade
        </Button>
      </div>
    </>
  )
}
