// The health table's toolbar: "Needs attention", the plan, the agency (super admins only) and the search.
import { planLabel } from "@/entities/portal"
import { useAgencyOptions } from "@/features/invite-user"
import type { PortalPlan } from "@/shared/api"
import { Checkbox } from "@/shared/ui/checkbox"
import { SelectField } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import { AGENCY_OPTIONS_LIMIT } from "../config/paging.ts"
import type { PortalHealthList } from "../model/usePortalHealthList.ts"
import styles from "./PortalHealth.module.css"

const ALL = "all"
const PLANS: ReadonlyArray<PortalPlan> = ["free", "core", "stack", "pro"]
const PLAN_OPTIONS = [{ id: ALL, label: "All plans" }, ...PLANS.map((plan) => ({ id: plan, label: planLabel(plan) }))]

export interface HealthToolbarProps {
  list: PortalHealthList
  /** Super admins narrow the table to one agency. */
  byAgency: boolean
}

export function HealthToolbar({ list, byAgency }: HealthToolbarProps) {
  return (
    <div className={styles.toolbar} role="group" aria-label="Portal health filters">
      <TextField
        label="Search portals"
        type="search"
        description="Name, hub id or domain"
        value={list.keyword}
        onChange={list.setKeyword}
        className={styles.search}
      />
      <SelectField
        label="Plan"
        items={PLAN_OPTIONS}
        selectedKey={list.plan ?? ALL}
        onSelectionChange={(key) => list.setPlan(PLANS.find((plan) => plan === key) ?? null)}
      />
      {byAgency ? <AgencySelect value={list.agencyId} onChange={list.setAgencyId} /> : null}
      <Checkbox isSelected={list.needsAttention} onChange={list.setNeedsAttention} className={styles.attention}>
        Needs attention
      </Checkbox>
    </div>
  )
}

function AgencySelect({ value, onChange }: { value: number | null; onChange: (agencyId: number | null) => void }) {
  const { result, items } = useAgencyOptions("", AGENCY_OPTIONS_LIMIT)
  const options = [{ id: ALL, label: "All agencies" }, ...items.map((agency) => ({ id: String(agency.id), label: agency.name }))]
  return (
    <SelectField
      label="Agency"
      items={options}
      selectedKey={value === null ? ALL : String(value)}
      onSelectionChange={(key) => onChange(key === ALL ? null : Number(key))}
      description={result.status === "failure" ? result.error.message : undefined}
    />
  )
}
