// The plan form and its saving: clears the alerts, creates or updates, then says so ('The plan was
// created' / 'The plan was updated') or shows the server's message as a danger alert (and beside the
// fields a 422 names). An edit sends the version it opened; a stale edit shows the conflict notice instead
// (see useRecordVersion).
import { Exit, Option } from "effect"

import { agencyKeys } from "@/entities/agency"
import { planKeys } from "@/entities/payment"
import { failureOf, type Plan, PlanPayload, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { showServerFaults, useContractForm, useFormRecordVersion } from "@/shared/ui/form"

import { createPlan, readPlan, updatePlan } from "../api/plans.ts"
import { PlanText } from "../config/planOptions.ts"
import { EMPTY_PLAN_FORM, planBody, planFormOf, type PlanFormValues, planPayloadOf, planTypeFaults } from "./planForm.ts"

/** `plan`: the plan being edited, null when adding. */
export function usePlanForm(plan: Plan | null, onSaved: () => void) {
  // Every plan list (the admin's, the agency form's, the upgrade choices) and the agencies naming the plan.
  const { isPending, run } = useApiAction({ invalidates: [planKeys.all, agencyKeys.all] })
  const { show, clear } = useAlerts()
  const form = useContractForm<PlanFormValues>({
    defaultValues: plan === null ? EMPTY_PLAN_FORM : planFormOf(plan),
    schema: PlanPayload,
    toBody: planBody,
    check: planTypeFaults,
    onSubmit: async (values, formApi) => {
      clear()
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
        if (error.status === 422) showServerFaults(formApi, error)
        show({ type: "danger", content: error.message })
      })
    }
  })
  const version = useFormRecordVersion(form, {
    record: plan,
    toForm: planFormOf,
    reread: readPlan(plan?.id ?? 0)
  })

  return { form, isPending, version }
}
