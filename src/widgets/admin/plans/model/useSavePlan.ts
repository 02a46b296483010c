// Saving the plan form: clears the alerts, checks the form, creates or updates, then says so
// ('The plan was created' / 'The plan was updated') or shows the server's message as a danger alert (and
// beside the field a 422 names). A stale edit shows the conflict notice instead (see useRecordVersion).
import { Exit, Option } from "effect"
import { useState } from "react"

import { agencyKeys } from "@/entities/agency"
import { planKeys } from "@/entities/payment"
import { failureOf, formErrorsOf, type Plan, useApiAction } from "@/shared/api"
import type { RecordVersion } from "@/shared/lib/record-version"
import { useAlerts } from "@/shared/ui/alert"

import { createPlan, updatePlan } from "../api/plans.ts"
import { PlanText } from "../config/planOptions.ts"
import { PLAN_FORM_FIELDS, type PlanFormErrors, type PlanFormValues, planPayloadOf, validatePlanForm } from "./planForm.ts"

export interface SavePlan {
  readonly errors: PlanFormErrors
  readonly isPending: boolean
  readonly save: (values: PlanFormValues) => Promise<void>
}

/** `plan`: the plan being edited, null when adding; `version`: the version the edit form opened. */
export function useSavePlan(plan: Plan | null, onSaved: () => void, version: RecordVersion): SavePlan {
  const [errors, setErrors] = useState<PlanFormErrors>({})
  // Every plan list (the admin's, the agency form's, the upgrade choices) and the agencies naming the plan.
  const { isPending, run } = useApiAction({ invalidates: [planKeys.all, agencyKeys.all] })
  const { show, clear } = useAlerts()

  const save = async (values: PlanFormValues) => {
    clear()
    const found = validatePlanForm(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const payload = planPayloadOf(values)
    const exit = await run(plan === null ? createPlan(payload) : updatePlan(plan.id, { ...payload, lock_version: version.lockVersion }))
    if (Exit.isSuccess(exit)) {
      show({ type: "success", content: plan === null ? PlanText.created : PlanText.updated })
      onSaved()
      return
    }
    Option.map(failureOf(exit.cause), (error) => {
      if (version.catchStale(error)) return
      // Every field a 422 names is also shown beside it, like the form's own checks.
      if (error.status === 422) setErrors(formErrorsOf(error.fieldErrors, error.serverMessage ?? error.message, PLAN_FORM_FIELDS))
      show({ type: "danger", content: error.message })
    })
  }

  return { errors, isPending, save }
}
