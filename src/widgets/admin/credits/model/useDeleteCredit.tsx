// Deleting a credit: asks first, then deletes and says 'Deleted!' 'Credit has been deleted.' in a dialog
// with the success icon, as every admin list does (spec 02 section 8), and reloads. The spec
// leaves a failed delete unhandled; here it shows the server's message as a danger alert.
import { Exit, Option } from "effect"
import { useState } from "react"

import { agencyKeys } from "@/entities/agency"
import { creditKeys } from "@/entities/payment"
import { type CreditRecord, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { deleteCredit } from "../api/credits.ts"

export interface DeleteCredit {
  readonly asking: CreditRecord | null
  /** The 'Deleted!' dialog is open. */
  readonly isDeleted: boolean
  readonly isPending: boolean
  readonly ask: (credit: CreditRecord) => void
  readonly cancel: () => void
  readonly confirm: () => Promise<void>
}

export function useDeleteCredit(onDeleted: () => void): DeleteCredit {
  const [asking, setAsking] = useState<CreditRecord | null>(null)
  const [isDeleted, setDeleted] = useState(false)
  // A credit record is an agency's credits: the records and the agencies change.
  const { isPending, run } = useApiAction({ invalidates: [creditKeys.all, agencyKeys.all] })
  const { show } = useAlerts()

  const confirm = async () => {
    if (asking === null) return
    const exit = await run(deleteCredit(asking.id))
    setAsking(null)
    if (Exit.isSuccess(exit)) {
      setDeleted(true)
      onDeleted()
      return
    }
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
  }

  const cancel = () => {
    setAsking(null)
    setDeleted(false)
  }
  return { asking, isDeleted, isPending, ask: setAsking, cancel, confirm }
}
