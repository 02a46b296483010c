// Saving the credit form: clears the alerts, checks the required fields, stores or updates, then says
// 'The credit was created' / 'The credit was updated', or shows the server's message (danger).
import { Exit, Option } from "effect"
import { useState } from "react"
import { failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { createCredit, updateCredit } from "../api/credits.ts"
import { CreditText } from "../config/creditOptions.ts"
import { type CreditFormErrors, type CreditFormValues, creditPayloadOf, validateCreditForm } from "./creditForm.ts"

export interface SaveCredit {
  readonly errors: CreditFormErrors
  readonly isPending: boolean
  readonly save: (values: CreditFormValues) => Promise<void>
}

/** `creditId`: the record being edited, null when adding. */
export function useSaveCredit(creditId: number | null, onSaved: () => void): SaveCredit {
  const [errors, setErrors] = useState<CreditFormErrors>({})
  const { isPending, run } = useApiAction()
  const { show, clear } = useAlerts()

  const save = async (values: CreditFormValues) => {
    clear()
    const found = validateCreditForm(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const payload = creditPayloadOf(values)
    const exit = await run(creditId === null ? createCredit(payload) : updateCredit(creditId, payload))
    if (Exit.isSuccess(exit)) {
      show({ type: "success", content: creditId === null ? CreditText.created : CreditText.updated })
      onSaved()
      return
    }
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
  }

  return { errors, isPending, save }
}
