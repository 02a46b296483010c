// The two account deletions, each asked first, then handed over to the caller (who logs the user out and
// sends them to /). 'Delete My User Account' asks 'Are you sure?' and deletes; a failure shows a danger
// alert with the server's message. 'Delete Agency Account' is the delete that says what it takes: the
// question lists the agency's portals, running work, layouts and the members it leaves in no
// agency, offers to cancel running work, and keeps a 409 (work started since) in the question.
import { Exit, Option } from "effect"
import { useCallback, useState } from "react"

import { agencyKeys } from "@/entities/agency"
import { type ConfirmDeletion, useConfirmDeletion } from "@/entities/deletion"
import { AGENCY_ACCOUNT_DELETED, failureOf, useApiAction } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"

import { agencyAccountDeletion, deleteAgencyAccount, deleteUserAccount } from "../api/deleteAccount.ts"

export type UserDeleteState = { readonly kind: "idle" } | { readonly kind: "confirm" } | { readonly kind: "deleting" }

export interface DeleteAccountOptions {
  /** The agency the account screen is about; null lets the server use the user's current one. */
  readonly agencyId: number | null
  /** Called with the server's message once the account is gone. */
  readonly onDeleted: (message: string) => void
}

export interface DeleteAccount {
  /** 'Delete My User Account': its plain question. */
  readonly user: { readonly state: UserDeleteState; readonly ask: () => void; readonly cancel: () => void; readonly confirm: () => void }
  /** 'Delete Agency Account': the question with what goes (entities/deletion's DeletionDialogs). */
  readonly agency: ConfirmDeletion & { readonly askAgency: () => void }
}

export function useDeleteAccount({ agencyId, onDeleted }: DeleteAccountOptions): DeleteAccount {
  // The session ends with the account (the caller logs out, which empties the cache): nothing to read again.
  const { run } = useApiAction({ invalidates: [] })
  const { show } = useAlerts()
  const [state, setState] = useState<UserDeleteState>({ kind: "idle" })
  // The caller's session ends with the agency: hand over at once (the caller logs out), not after an OK.
  const agency = useConfirmDeletion(useCallback(() => onDeleted(AGENCY_ACCOUNT_DELETED), [onDeleted]))
  const { ask } = agency

  const confirm = useCallback(async () => {
    if (state.kind !== "confirm") return
    setState({ kind: "deleting" })
    const exit = await run(deleteUserAccount(agencyId))
    setState({ kind: "idle" })
    if (Exit.isSuccess(exit)) return onDeleted(exit.value)
    Option.map(failureOf(exit.cause), (error) => show({ type: "danger", content: error.serverMessage ?? error.message }))
  }, [state, run, agencyId, onDeleted, show])

  const askAgency = useCallback(
    () =>
      ask({
        previewKey: agencyKeys.deletion(agencyId ?? "current"),
        preview: agencyAccountDeletion(agencyId),
        invalidates: [],
        remove: (cancelWork) => deleteAgencyAccount(agencyId, cancelWork)
      }),
    [ask, agencyId]
  )

  return {
    user: { state, ask: () => setState({ kind: "confirm" }), cancel: () => setState({ kind: "idle" }), confirm: () => void confirm() },
    agency: { ...agency, askAgency }
  }
}
