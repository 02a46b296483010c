// The add and edit views (spec 1 section 5, spec 2 section 3): Save and Cancel both return to the list.
// Status shows on edit only; Max Active Requests only while the SaaS flag is on. An agency's credit debt
// (computed by billing) shows under the credits, read only.
import { LogoField } from "@/entities/agency"
import { planKeys } from "@/entities/payment"
import { type Agency, apiQueryOptions, type Plan, useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { Checkbox } from "@/shared/ui/checkbox"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { SelectField, type SelectFieldItem } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import { listPlans } from "../api/plans.ts"
import { ADD_TITLE, creditDebtText, EDIT_TITLE } from "../config/texts.ts"
import { useAgencyForm } from "../model/useAgencyForm.ts"
import styles from "./AgenciesDrawer.module.css"

const STATUS_OPTIONS: ReadonlyArray<SelectFieldItem> = [
  { id: "active", label: "Active" },
  { id: "suspend", label: "Suspend" }
]

/** Active plans, plus the agency's own plan when it is no longer offered. */
const planOptions = (plans: ReadonlyArray<Plan>, agency: Agency | null, planId: number): ReadonlyArray<SelectFieldItem> => {
  const options = plans.map((plan) => ({ id: String(plan.id), label: plan.name }))
  if (!options.some((option) => option.id === String(planId))) {
    options.unshift({ id: String(planId), label: agency?.plan.id === planId ? agency.plan.name : `Plan ${planId}` })
  }
  return options
}

export interface AgencyFormProps {
  /** null: add a new agency. */
  agency: Agency | null
  /** After a successful save: back to the list, reloaded. */
  /** The agency as saved. */
  onSaved: (agency: Agency) => void
  onCancel: () => void
}

export function AgencyForm({ agency, onSaved, onCancel }: AgencyFormProps) {
  const { value, errors, isSaving, change, save, conflict, isReloading, reload } = useAgencyForm(agency, onSaved)
  const plans = useApiQuery(apiQueryOptions(planKeys.choices(), listPlans))
  const options = planOptions(plans.status === "success" ? plans.data : [], agency, value.plan_id)

  return (
    <form
      className={styles.form}
      aria-label={agency === null ? ADD_TITLE : EDIT_TITLE}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <h3 className={styles.heading}>{agency === null ? ADD_TITLE : EDIT_TITLE}</h3>
      <TextField label="Name" value={value.name} onChange={(name) => change({ name })} errorMessage={errors.name} isRequired autoFocus />
      <TextField
        label="Admin Name"
        value={value.admin_name}
        onChange={(admin_name) => change({ admin_name })}
        errorMessage={errors.admin_name}
        isRequired
      />
      <TextField
        label="Admin Email"
        type="email"
        value={value.admin_email}
        onChange={(admin_email) => change({ admin_email })}
        errorMessage={errors.admin_email}
        isRequired
      />
      {agency !== null ? (
        <SelectField
          label="Status"
          items={STATUS_OPTIONS}
          selectedKey={value.status}
          onSelectionChange={(status) => change({ status: status === "suspend" ? "suspend" : "active" })}
          isRequired
        />
      ) : null}
      <SelectField
        label="Plan"
        items={options}
        selectedKey={String(value.plan_id)}
        onSelectionChange={(id) => change({ plan_id: Number(id) })}
      />
      <div className={styles.pair}>
        <TextField
          label="Portals Available"
          inputMode="numeric"
          value={value.portals_available}
          onChange={(portals_available) => change({ portals_available })}
          errorMessage={errors.portals_available}
          isRequired
        />
        <TextField
          label="Credit Limit"
          inputMode="numeric"
          value={value.credit_limit}
          onChange={(credit_limit) => change({ credit_limit })}
          errorMessage={errors.credit_limit}
          isRequired
        />
      </div>
      {agency !== null && agency.credit_debt > 0 ? <p className={styles.debtText}>{creditDebtText(agency.credit_debt)}</p> : null}
      <LogoField label="Logo" src={value.cover} onChange={(cover) => change({ cover })} isDisabled={isSaving} />
      <div className={styles.checks}>
        <Checkbox isSelected={value.agency_plan} onChange={(agency_plan) => change({ agency_plan })}>
          Agency Account
        </Checkbox>
        <Checkbox isSelected={value.paid_in_advance} onChange={(paid_in_advance) => change({ paid_in_advance })}>
          Paid in Advance
        </Checkbox>
        <Checkbox isSelected={value.sr_saas} onChange={(sr_saas) => change({ sr_saas })}>
          Task Requests (SaaS)
        </Checkbox>
      </div>
      {value.sr_saas ? (
        <TextField
          label="Max Active Requests"
          inputMode="numeric"
          value={value.max_active_requests}
          onChange={(max_active_requests) => change({ max_active_requests })}
          errorMessage={errors.max_active_requests}
        />
      ) : null}
      <TextField label="Payment Link" type="url" value={value.payment_link} onChange={(payment_link) => change({ payment_link })} />
      <div className={styles.pair}>
        <TextField label="Payment Link ID" value={value.payment_link_id} onChange={(payment_link_id) => change({ payment_link_id })} />
        <TextField label="Subscription ID" value={value.subs_id} onChange={(subs_id) => change({ subs_id })} />
      </div>
      <ConflictNotice message={conflict} onReload={reload} isReloading={isReloading} />
      <div className={styles.buttons}>
        <Button type="submit" isPending={isSaving}>
          Save
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
