// The credit form and its saving: clears the alerts, stores or updates, then says 'The credit was
// created' / 'The credit was updated', or shows the server's message (danger, and beside the field a 422
// names); a stale edit shows the conflict notice instead (see useRecordVersion).
import { Exit, Option } from "effect"

import { agencyKeys } from "@/entities/agency"
import { creditKeys } from "@/entities/payment"
import { CreditPayload, type CreditRecord, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { showServerFaults, useContractForm, useFormRecordVersion } from "@/shared/ui/form"

import { createCredit, getCredit, updateCredit } from "../api/credits.ts"
import { CreditText } from "../config/creditOptions.ts"
import { creditFormOf, type CreditFormValues, creditPackFaults, creditPayloadOf, EMPTY_CREDIT_FORM } from "./creditForm.ts"

/** `credit`: the loaded record being edited, null when adding. */
export function useCreditForm(credit: CreditRecord | null, onSaved: () => void) {
  // A credit record is an agency's credits: the records and the agencies change.
  const { isPending, run } = useApiAction({ invalidates: [creditKeys.all, agencyKeys.all] })
  const { show, clear } = useAlerts()
  const form = useContractForm<CreditFormValues>({
    defaultValues: credit === null ? EMPTY_CREDIT_FORM : creditFormOf(credit),
    schema: CreditPayload,
    toBody: creditPayloadOf,
    check: creditPackFaults,
    onSubmit: async (values, formApi) => {
      clear()
      const payload = creditPayloadOf(values)
      const exit = await run(
        credit === null ? createCredit(payload) : updateCredit(credit.id, { ...payload, lock_version: version.lockVersion })
      )
      if (Exit.isSuccess(exit)) {
        show({ type: "success", content: credit === null ? CreditText.created : CreditText.updated })
        onSaved()
        return
      }
      Option.map(failureOf(exit.cause), (error) => {
        if (version.catchStale(error)) return
        if (error.status === 422) showServerFaults(formApi, error)
        show({ type: "danger", content: error.message })
      })
    }
  })
  const version = useFormRecordVersion(form, {
    record: credit,
    toForm: creditFormOf,
    reread: getCredit(credit?.id ?? 0)
  })

  return { form, isPending, version }
}
