// The Add Plan / Edit Plan form (spec 2 sections 2 and 5): the fields of the chosen type, Save and Cancel.
import { type FormEvent, useState } from "react"

import type { Plan } from "@/shared/api"
import { useRecordVersion } from "@/shared/lib/record-version"
import { Button } from "@/shared/ui/button"
import { ConflictNotice } from "@/shared/ui/conflict-notice"
import { SelectField, type SelectFieldItem } from "@/shared/ui/select-field"
import { TextField } from "@/shared/ui/text-field"

import { readPlan } from "../api/plans.ts"
import { CURRENCIES, INTERVALS, MODULE_ACCESS, PLAN_TYPES, STATUSES, YES_NO } from "../config/planOptions.ts"
import {
  EMPTY_PLAN_FORM,
  PLAN_FIELD_LABELS,
  type PlanField,
  planFormOf,
  type PlanFormValues,
  showsPriceFields,
  showsSubscriptionFields
} from "../model/planForm.ts"
import { useSavePlan } from "../model/useSavePlan.ts"
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
  const [values, setValues] = useState<PlanFormValues>(() => (plan === null ? EMPTY_PLAN_FORM : planFormOf(plan)))
  const version = useRecordVersion({
    record: plan,
    toForm: planFormOf,
    reread: readPlan(plan?.id ?? 0),
    value: values,
    setValue: setValues
  })
  const { errors, isPending, save } = useSavePlan(plan, onSaved, version)
  const set = (field: PlanField) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  const text = (field: PlanField, options: { required?: boolean; numeric?: boolean } = {}) => (
    <TextField
      label={PLAN_FIELD_LABELS[field]}
      value={values[field]}
      onChange={set(field)}
      isRequired={options.required ?? true}
      errorMessage={errors[field]}
      inputMode={options.numeric ? "numeric" : undefined}
      description={field === "price" ? PRICE_HINT : undefined}
    />
  )
  const select = (field: PlanField, options: ReadonlyArray<SelectFieldItem>) => (
    <SelectField
      label={PLAN_FIELD_LABELS[field]}
      items={options}
      selectedKey={values[field] === "" ? null : values[field]}
      onSelectionChange={set(field)}
      placeholder={`Select ${PLAN_FIELD_LABELS[field]}`}
      errorMessage={errors[field]}
      isRequired
    />
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save(values)
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={plan === null ? "Add Plan" : "Edit Plan"} noValidate>
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
        {showsPriceFields(values.type) ? (
          <>
            {text("price", { numeric: true })}
            {select("currency", asOptions(CURRENCIES))}
          </>
        ) : null}
        {showsSubscriptionFields(values.type) ? (
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
