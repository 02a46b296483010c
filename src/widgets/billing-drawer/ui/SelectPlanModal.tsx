// The 'select plan' modal (spec 1 section 2): the upgrade plans side by side with their price and what
// they give the portal; the portal's own plan is marked and cannot be chosen, nor can a plan below it.
// A portal's plan decides only what that portal may install: the portal and user limits are the agency's
// plan's (the server counts them there), so the modal says so instead of listing them per portal plan.
import { useId, useState } from "react"
import { Label, Radio, RadioGroup } from "react-aria-components"

import { planLabel } from "@/entities/portal"
import { type Plan, type PortalPlan, type QueryResult, USER_LIMIT, type UserAgency } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Dialog, Modal } from "@/shared/ui/dialog"
import { ListError, ListLoading } from "@/shared/ui/list-panel"
import { visuallyHiddenClassName } from "@/shared/ui/visually-hidden"

import { availabilityLabel, moduleLimitLabel, planPriceLabel, planStanding } from "../lib/rules.ts"
import styles from "./SelectPlanModal.module.css"

export const SELECT_PLAN_TITLE = "Select Plan"

export interface SelectPlanModalProps {
  isOpen: boolean
  onClose: () => void
  plans: QueryResult<ReadonlyArray<Plan>>
  /** The portal's plan today. */
  current: PortalPlan
  /** The agency's own plan, whose portal and user limits apply whatever the portals' plans. */
  agencyPlan: Pick<UserAgency["plan"], "name" | "portal_limit" | "user_limit">
  /** The plan chosen so far (preselected). */
  selectedId: number | null
  onSelect: (planId: number) => void
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Where the limits come from, with the agency plan's own figures (users: at most USER_LIMIT, as the server caps them). */
const limitsText = (agencyPlan: SelectPlanModalProps["agencyPlan"]): string =>
  `A portal's plan sets the modules and pages that portal can install. Portal and user limits come from your agency's plan, ${agencyPlan.name}: ` +
  `${count(agencyPlan.portal_limit, "portal", "portals")} and ${count(Math.min(agencyPlan.user_limit, USER_LIMIT), "user", "users")}. Upgrading a portal does not change them.`

export function SelectPlanModal({ isOpen, onClose, plans, current, agencyPlan, selectedId, onSelect }: SelectPlanModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} width={866}>
      {/* Mounted per opening: the choice starts from the drawer's plan each time. */}
      {isOpen ? (
        <PlanChoice plans={plans} current={current} agencyPlan={agencyPlan} selectedId={selectedId} onSelect={onSelect} onClose={onClose} />
      ) : null}
    </Modal>
  )
}

function PlanChoice({ plans, current, agencyPlan, selectedId, onSelect, onClose }: Omit<SelectPlanModalProps, "isOpen">) {
  const [choice, setChoice] = useState<string | null>(selectedId === null ? null : String(selectedId))
  const limitsId = useId()
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
      <p className={styles.agencyLimits} id={limitsId}>
        {limitsText(agencyPlan)}
      </p>
      {plans.status === "loading" ? <ListLoading label="Loading plans…" /> : null}
      {plans.status === "failure" ? (
        <ListError title="Plans could not be loaded." message={plans.error.message} onRetry={plans.reload} />
      ) : null}
      {plans.status === "success" ? (
        <RadioGroup className={styles.plans} orientation="horizontal" value={choice} onChange={setChoice} aria-describedby={limitsId}>
          <Label className={visuallyHiddenClassName}>Plan</Label>
          {plans.data.map((plan) => {
            const standing = planStanding(plan.id, current)
            return (
              <Radio
                key={plan.id}
                value={String(plan.id)}
                aria-label={plan.name}
                isDisabled={standing === "current" || standing === "below"}
                className={styles.plan}
              >
                <span className={styles.name}>{plan.name}</span>
                <span className={styles.price}>{planPriceLabel(plan)}</span>
                <ul className={styles.limits}>
                  <li>{moduleLimitLabel(plan.module_limit)}</li>
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
