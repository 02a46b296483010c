// The Add Plan / Edit Plan form (spec 2 sections 2 and 5): the fields of the chosen type, Save and Cancel.
import { useStore } from "@tanstack/react-form"

import type { Plan } from "@/shared/api"
import { Button } from "@/shared/ui/button"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import type { SelectFieldItem } from "@/shared/ui/select-field"

import { CURRENCIES, INTERVALS, MODULE_ACCESS, PLAN_TYPES, STATUSES, YES_NO } from "../config/planOptions.ts"
import { PLAN_FIELD_LABELS, type PlanField, showsPriceFields, showsSubscriptionFields } from "../model/planForm.ts"
import { usePlanForm } from "../model/usePlanForm.ts"
import styles from "./PlanForm.module.css"

const asOptions = (values: ReadonlyArray<string>): ReadonlyArray<SelectFieldItem> => values.map((value) => ({ id: value, label: value }))
/** Plan prices are stored in cents (spec 2 section 1). */
export const PRICE_HINT = "In cents (19700 is 197.00)."
const AGENCY_PLAN: ReadonlyArray<SelectFieldItem> = [
  { id: "1", label: "Yes" },
  { id: "0", label: "No" }
]

export interface PlanFormProps {
  /** The plan to edit; null adds one. */
  plan: Plan | null
  onSaved: () => void
  onCancel: () => void
}

export function PlanForm({ plan, onSaved, onCancel }: PlanFormProps) {
  const { form, isPending, version } = usePlanForm(plan, onSaved)
  const type = useStore(form.store, (state) => state.values.type)

  const text = (field: PlanField, options: { required?: boolean; numeric?: boolean } = {}) => (
    <form.AppField name={field}>
      {(input) => (
        <input.TextField
          label={PLAN_FIELD_LABELS[field]}
          isRequired={options.required ?? true}
          inputMode={options.numeric ? "numeric" : undefined}
          description={field === "price" ? PRICE_HINT : undefined}
        />
      )}
    </form.AppField>
  )
  const select = (field: PlanField, options: ReadonlyArray<SelectFieldItem>) => (
    <form.AppField name={field}>
      {(input) => (
        <input.SelectField label={PLAN_FIELD_LABELS[field]} items={options} placeholder={`Select ${PLAN_FIELD_LABELS[field]}`} isRequired />
      )}
    </form.AppField>
  )

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      aria-label={plan === null ? "Add Plan" : "Edit Plan"}
      noValidate
    >
      <div className={styles.grid}>
        {text("name")}
        {select("type", PLAN_TYPES)}
        {text("upgrade_order", { required: false, numeric: true })}
        {text("portal_limit", { numeric: true })}
        {text("user_limit", { numeric: true })}
        {text("module_limit", { numeric: true })}
        {select("is_free_module", YES_NO)}
        {select("is_hidden_plan", YES_NO)}
        {select("custom_logo", YES_NO)}
        {select("status", STATUSES)}
        {select("module_access", asOptions(MODULE_ACCESS))}
        {showsPriceFields(type) ? (
          <>
            {text("price", { numeric: true })}
            {select("currency", asOptions(CURRENCIES))}
          </>
        ) : null}
        {showsSubscriptionFields(type) ? (
          <>
            {select("interval", asOptions(INTERVALS))}
            {select("trial_period", YES_NO)}
            {text("stripe_plan_id")}
            {select("agency_plan", AGENCY_PLAN)}
          </>
        ) : null}
      </div>
      <ConflictNotice message={version.conflict} onReload={version.reload} isReloading={version.isReloading} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}
