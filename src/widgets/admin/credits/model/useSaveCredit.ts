// Saving the credit form: clears the alerts, checks the required fields, stores or updates, then says
// 'The credit was created' / 'The credit was updated', or shows the server's message (danger); a stale
// edit shows the conflict notice instead (see useRecordVersion).
import { Exit, Option } from "effect"
import { useState } from "react"

import { agencyKeys } from "@/entities/agency"
import { creditKeys } from "@/entities/payment"
import { failureOf, useApiAction } from "@/shared/api"
import type { RecordVersion } from "@/shared/lib/record-version"
import { useAlerts } from "@/shared/ui/alert"

import { createCredit, updateCredit } from "../api/credits.ts"
import { CreditText } from "../config/creditOptions.ts"
import { type CreditFormErrors, type CreditFormValues, creditPayloadOf, validateCreditForm } from "./creditForm.ts"

export interface SaveCredit {
  readonly errors: CreditFormErrors
  readonly isPending: boolean
  readonly save: (values: CreditFormValues) => Promise<void>
}

/** `creditId`: the record being edited, null when adding; `version`: the version the edit form opened. */
export function useSaveCredit(creditId: number | null, onSaved: () => void, version: RecordVersion): SaveCredit {
  const [errors, setErrors] = useState<CreditFormErrors>({})
  // A credit record is an agency's credits: the records and the agencies change.
  const { isPending, run } = useApiAction({ invalidates: [creditKeys.all, agencyKeys.all] })
  const { show, clear } = useAlerts()

  const save = async (values: CreditFormValues) => {
    clear()
    const found = validateCreditForm(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const payload = creditPayloadOf(values)
    const exit = await run(
      creditId === null ? createCredit(payload) : updateCredit(creditId, { ...payload, lock_version: version.lockVersion })
    )
    if (Exit.isSuccess(exit)) {
      show({ type: "success", content: creditId === null ? CreditText.created : CreditText.updated })
      onSaved()
      return
    }
    Option.map(failureOf(exit.cause), (error) => version.catchStale(error) || show({ type: "danger", content: error.message }))
  }

  return { errors, isPending, save }
}
