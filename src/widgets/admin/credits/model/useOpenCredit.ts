// Edit loads the credit by id first (spec 2 section 4), then opens the edit view with it.
import { Exit, Option } from "effect"
import { useState } from "react"

import { type CreditRecord, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { getCredit } from "../api/credits.ts"

export interface OpenCredit {
  /** The id being loaded, else null. */
  readonly loadingId: number | null
  readonly open: (id: number) => Promise<void>
}

export function useOpenCredit(onLoaded: (credit: CreditRecord) => void): OpenCredit {
  const [loadingId, setLoadingId] = useState<number | null>(null)
  // Reads the record for the form: changes nothing.
  const { run } = useApiAction({ invalidates: [] })
  const { show } = useAlerts()

  const open = async (id: number) => {
    setLoadingId(id)
    const exit = await run(getCredit(id))
    setLoadingId(null)
    if (Exit.isSuccess(exit)) return onLoaded(exit.value)
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
  }

  return { loadingId, open }
}
