// Deleting a plan: asks first ('Are you sure?'), then deletes and says 'Deleted!' 'Plan has been
// deleted.' in a dialog with the success icon (spec 02 section 8) and reloads; a refusal (a plan still
// in use) shows the server's message as a danger alert.
import { Exit, Option } from "effect"
import { useState } from "react"

import { agencyKeys } from "@/entities/agency"
import { planKeys } from "@/entities/payment"
import { failureOf, type Plan, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { deletePlan } from "../api/plans.ts"

export interface DeletePlan {
  readonly asking: Plan | null
  /** The 'Deleted!' dialog is open. */
  readonly isDeleted: boolean
  readonly isPending: boolean
  readonly ask: (plan: Plan) => void
  /** No on the confirmation, or OK on 'Deleted!'. */
  readonly cancel: () => void
  readonly confirm: () => Promise<void>
}

export function useDeletePlan(onDeleted: () => void): DeletePlan {
  const [asking, setAsking] = useState<Plan | null>(null)
  const [isDeleted, setDeleted] = useState(false)
  // Every plan list (the admin's, the agency form's, the upgrade choices) and the agencies naming the plan.
  const { isPending, run } = useApiAction({ invalidates: [planKeys.all, agencyKeys.all] })
  const { show } = useAlerts()

  const confirm = async () => {
    if (asking === null) return
    const exit = await run(deletePlan(asking.id))
    setAsking(null)
    if (Exit.isSuccess(exit)) {
      setDeleted(true)
      onDeleted()
      return
    }
    // A refusal (409: the plan is in use) carries the server's reason; the catalogue's words would hide it.
    Option.map(failureOf(exit.cause), (error) =>
      show({ type: "danger", content: error.status === 409 && error.serverMessage !== undefined ? error.serverMessage : error.message })
    )
  }

  const cancel = () => {
    setAsking(null)
    setDeleted(false)
  }
  return { asking, isDeleted, isPending, ask: setAsking, cancel, confirm }
}
