// The 'select plan' modal (spec 1 section 2): the upgrade plans side by side with their price and limits;
// the portal's own plan is marked and cannot be chosen, nor can a plan below it.
import { useState } from "react"
import { Label, Radio, RadioGroup } from "react-aria-components"
import { planLabel } from "@/entities/portal"
import type { Plan, PortalPlan, QueryResult } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { ListError, ListLoading } from "@/shared/ui/list-panel"
import { availabilityLabel, moduleLimitLabel, planPriceLabel, planStanding } from "../lib/rules.ts"
import styles from "./SelectPlanModal.module.css"

export const SELECT_PLAN_TITLE = "Select Plan"

export interface SelectPlanModalProps {
  isOpen: boolean
  onClose: () => void
  plans: QueryResult<ReadonlyArray<Plan>>
  /** The portal's plan today. */
  current: PortalPlan
  /** The plan chosen so far (preselected). */
  selectedId: number | null
  onSelect: (planId: number) => void
}

export function SelectPlanModal({ isOpen, onClose, plans, current, selectedId, onSelect }: SelectPlanModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} width={866}>
      {/* Mounted per opening: the choice starts from the drawer's plan each time. */}
      {isOpen ? <PlanChoice plans={plans} current={current} selectedId={selectedId} onSelect={onSelect} onClose={onClose} /> : null}
    </Modal>
  )
}

function PlanChoice({ plans, current, selectedId, onSelect, onClose }: Omit<SelectPlanModalProps, "isOpen">) {
  const [choice, setChoice] = useState<string | null>(selectedId === null ? null : String(selectedId))
  const ready = plans.status === "success"
  const footer = (
    <>
      <Button variant="secondary" onPress={onClose}>
        Cancel
      </Button>
      <Button
        isDisabled={!ready || choice === null}
        onPress={() => {
          if (choice === null) return
          onSelect(Number(choice))
          onClose()
        }}
      >
        Choose Plan
      </Button>
    </>
  )
  return (
    <Dialog title={SELECT_PLAN_TITLE} footer={footer}>
      <p className={styles.current}>Current plan: {planLabel(current)}</p>
      {plans.status === "loading" ? <ListLoading label="Loading plans…" /> : null}
      {plans.status === "failure" ? <ListError title="Plans could not be loaded." message={plans.error.message} onRetry={plans.reload} /> : null}
      {plans.status === "success" ? (
        <RadioGroup
          className={styles.plans}
          orientation="horizontal"
          value={choice}
          onChange={setChoice}
        >
          <Label className={styles.srOnly}>Plan</Label>
          {plans.data.map((plan) => {
            const standing = planStanding(plan.id, current)
            return (
              <Radio key={plan.id} value={String(plan.id)} aria-label={plan.name} isDisabled={standing === "current" || standing === "below"} className={styles.plan}>
                <span className={styles.name}>{plan.name}</span>
                <span className={styles.price}>{planPriceLabel(plan)}</span>
                <ul className={styles.limits}>
                  <li>{moduleLimitLabel(plan.module_limit)}</li>
                  <li>{plan.portal_limit === 1 ? "1 Portal" : `${plan.portal_limit} Portals`}</li>
                  <li>{plan.user_limit === 1 ? "1 User" : `${plan.user_limit} Users`}</li>
                  <li>{availabilityLabel(plan.module_access)}</li>
                </ul>
                {standing === "current" ? <span className={styles.badge}>Current plan</span> : null}
                {standing === "below" ? <span className={styles.badge}>Below your plan</span> : null}
              </Radio>
            )
          })}
        </RadioGroup>
      ) : null}
    </Dialog>
  )
}
