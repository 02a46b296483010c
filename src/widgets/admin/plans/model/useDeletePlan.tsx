// Deleting a plan: asks first ('Are you sure?'), then deletes and says 'Deleted!' 'Plan has been
// deleted.'; a refusal (a plan still in use) shows the server's message as a danger alert.
import { Exit, Option } from "effect"
import { useState } from "react"
import { failureOf, type Plan, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { deletePlan } from "../api/plans.ts"
import { PlanText } from "../config/planOptions.ts"

export interface DeletePlan {
  readonly asking: Plan | null
  readonly isPending: boolean
  readonly ask: (plan: Plan) => void
  readonly cancel: () => void
  readonly confirm: () => Promise<void>
}

export function useDeletePlan(onDeleted: () => void): DeletePlan {
  const [asking, setAsking] = useState<Plan | null>(null)
  const { isPending, run } = useApiAction()
  const { show } = useAlerts()

  const confirm = async () => {
    if (asking === null) return
    const exit = await run(deletePlan(asking.id))
    setAsking(null)
    if (Exit.isSuccess(exit)) {
      show({ type: "success", content: <DeletedMessage text={PlanText.deletedText} /> })
      onDeleted()
      return
    }
    // A refusal (409: the plan is in use) carries the server's reason; the catalogue's words would hide it.
    Option.map(failureOf(exit.cause), (error) =>
      show({ type: "danger", content: error.status === 409 && error.serverMessage !== undefined ? error.serverMessage : error.message }))
  }

  return { asking, isPending, ask: setAsking, cancel: () => setAsking(null), confirm }
}

function DeletedMessage({ text }: { text: string }) {
  return (
    <>
      <strong>{PlanText.deletedTitle}</strong> {text}
    </>
  )
}
