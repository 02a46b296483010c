// The two account deletions: ask 'Are you sure?', delete, then hand over to the caller (who logs the
// user out and sends them to /). A failure shows a danger alert with the server's message.
import { Exit, Option } from "effect"
import { useCallback, useState } from "react"
import { failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { deleteAgencyAccount, deleteUserAccount } from "../api/deleteAccount.ts"

export type DeleteKind = "agency" | "user"

export type DeleteState =
  | { readonly kind: "idle" }
  | { readonly kind: "confirm"; readonly target: DeleteKind }
  | { readonly kind: "deleting"; readonly target: DeleteKind }

export interface DeleteAccountOptions {
  /** The agency the account screen is about; null lets the server use the user's current one. */
  readonly agencyId: number | null
  /** Called with the server's message once the account is gone. */
  readonly onDeleted: (message: string) => void
}

export function useDeleteAccount({ agencyId, onDeleted }: DeleteAccountOptions) {
  const { run } = useApiAction()
  const { show } = useAlerts()
  const [state, setState] = useState<DeleteState>({ kind: "idle" })

  const confirm = useCallback(async () => {
    if (state.kind !== "confirm") return
    const target = state.target
    setState({ kind: "deleting", target })
    const exit = await run(target === "agency" ? deleteAgencyAccount(agencyId) : deleteUserAccount(agencyId))
    setState({ kind: "idle" })
    if (Exit.isSuccess(exit)) return onDeleted(exit.value)
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.serverMessage ?? error.message }))
  }, [state, run, agencyId, onDeleted, show])

  return {
    state,
    ask: (target: DeleteKind) => setState({ kind: "confirm", target }),
    cancel: () => setState({ kind: "idle" }),
    confirm: () => void confirm()
  } as const
}
