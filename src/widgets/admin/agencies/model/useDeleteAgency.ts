// Deleting an agency: 'Are you sure?' first, then 'Deleted!' and a reload; a failure is a danger alert
// with the server's message.
import { Exit, Option } from "effect"
import { useState } from "react"
import { type Agency, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { deleteAgency } from "../api/agencies.ts"

export type DeleteState =
  | { readonly kind: "idle" }
  | { readonly kind: "confirm"; readonly agency: Agency }
  | { readonly kind: "deleted" }

export interface DeleteAgency {
  readonly state: DeleteState
  readonly isPending: boolean
  readonly ask: (agency: Agency) => void
  readonly confirm: () => void
  readonly close: () => void
}

export function useDeleteAgency(onDeleted: () => void): DeleteAgency {
  const [state, setState] = useState<DeleteState>({ kind: "idle" })
  const { isPending, run } = useApiAction()
  const { show } = useAlerts()

  const confirm = async () => {
    if (state.kind !== "confirm") return
    const exit = await run(deleteAgency(state.agency.id))
    if (Exit.isSuccess(exit)) {
      setState({ kind: "deleted" })
      onDeleted()
      return
    }
    setState({ kind: "idle" })
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.message }))
  }

  return {
    state,
    isPending,
    ask: (agency) => setState({ kind: "confirm", agency }),
    confirm: () => void confirm(),
    close: () => setState({ kind: "idle" })
  }
}
