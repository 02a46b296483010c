// The add and edit views (spec 1 section 5, spec 2 section 3): Save and Cancel both return to the list.
// Status shows on edit only; Max Active Requests only while the SaaS flag is on. An agency's credit debt
// (computed by billing) shows under the credits, read only.
import { useStore } from "@tanstack/react-form"

import { LogoField } from "@/entities/agency"
import { planKeys } from "@/entities/payment"
import { type Agency, apiQueryOptions, type Plan, useApiQuery } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import type { SelectFieldItem } from "@/shared/ui/select-field"

import { listPlans } from "../api/plans.ts"
import { ADD_TITLE, creditDebtText, EDIT_TITLE } from "../config/texts.ts"
import { useAgencyForm } from "../model/useAgencyForm.ts"
import styles from "./AgenciesDrawer.module.css"

const STATUS_OPTIONS: ReadonlyArray<SelectFieldItem> = [
  { id: "active", label: "Active" },
  { id: "suspend", label: "Suspend" }
]

/** Active plans, plus the agency's own plan when it is no longer offered. */
const planOptions = (plans: ReadonlyArray<Plan>, agency: Agency | null, planId: string): ReadonlyArray<SelectFieldItem> => {
  const options = plans.map((plan) => ({ id: String(plan.id), label: plan.name }))
  if (!options.some((option) => option.id === planId)) {
    options.unshift({ id: planId, label: agency !== null && String(agency.plan.id) === planId ? agency.plan.name : `Plan ${planId}` })
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
  const { form, isSaving, conflict, isReloading, reload } = useAgencyForm(agency, onSaved)
  const planId = useStore(form.store, (state) => state.values.plan_id)
  const isSaas = useStore(form.store, (state) => state.values.sr_saas)
  const plans = useApiQuery(apiQueryOptions(planKeys.choices(), listPlans))
  const options = planOptions(plans.status === "success" ? plans.data : [], agency, planId)

  return (
    <form
      className={styles.form}
      aria-label={agency === null ? ADD_TITLE : EDIT_TITLE}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <h3 className={styles.heading}>{agency === null ? ADD_TITLE : EDIT_TITLE}</h3>
      <form.AppField name="name">{(field) => <field.TextField label="Name" isRequired autoFocus />}</form.AppField>
      <form.AppField name="admin_name">{(field) => <field.TextField label="Admin Name" isRequired />}</form.AppField>
      <form.AppField name="admin_email">{(field) => <field.TextField label="Admin Email" type="email" isRequired />}</form.AppField>
      {agency !== null ? (
        <form.AppField name="status">{(field) => <field.SelectField label="Status" items={STATUS_OPTIONS} isRequired />}</form.AppField>
      ) : null}
      <form.AppField name="plan_id">{(field) => <field.SelectField label="Plan" items={options} />}</form.AppField>
      <div className={styles.pair}>
        <form.AppField name="portals_available">
          {(field) => <field.TextField label="Portals Available" inputMode="numeric" isRequired />}
        </form.AppField>
        <form.AppField name="credit_limit">
          {(field) => <field.TextField label="Credit Limit" inputMode="numeric" isRequired />}
        </form.AppField>
      </div>
      {agency !== null && agency.credit_debt > 0 ? <p className={styles.debtText}>{creditDebtText(agency.credit_debt)}</p> : null}
      <form.Field name="cover">
        {(field) => <LogoField label="Logo" src={field.state.value} onChange={field.handleChange} isDisabled={isSaving} />}
      </form.Field>
      <div className={styles.checks}>
        <form.AppField name="agency_plan">{(field) => <field.Checkbox>Agency Account</field.Checkbox>}</form.AppField>
        <form.AppField name="paid_in_advance">{(field) => <field.Checkbox>Paid in Advance</field.Checkbox>}</form.AppField>
        <form.AppField name="sr_saas">{(field) => <field.Checkbox>Task Requests (SaaS)</field.Checkbox>}</form.AppField>
      </div>
      {isSaas ? (
        <form.AppField name="max_active_requests">
          {(field) => <field.TextField label="Max Active Requests" inputMode="numeric" />}
        </form.AppField>
      ) : null}
      <form.AppField name="payment_link">{(field) => <field.TextField label="Payment Link" type="url" />}</form.AppField>
      <div className={styles.pair}>
        <form.AppField name="payment_link_id">{(field) => <field.TextField label="Payment Link ID" />}</form.AppField>
        <form.AppField name="subs_id">{(field) => <field.TextField label="Subscription ID" />}</form.AppField>
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
