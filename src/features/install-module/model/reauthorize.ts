// Re-authorisation after 40010 (spec 1 sections 2, 4 and 7; spec 2 section 8): Reauthorize opens the CRM
// sign-in for more scopes in a new tab and shows the Reauth modal; the realtime bridge closes it when
// reauth.complete arrives for this user, and the install that stopped is then retried.
import { Exit } from "effect"
import { atom, useAtom, useAtomValue, useSetAtom, useStore } from "jotai"
import { useCallback, useEffect } from "react"
import { moduleInstallSignalAtom, pendingReauthInstallAtom, shouldRetryAfterReauth } from "@/entities/module"
import { requestCrmSignInUrl } from "@/entities/portal"
import { useRuntime } from "@/shared/api"

export interface ReauthTarget {
  readonly portalId: number
  readonly moduleKey: string
}

/** The module whose button opened the Reauth modal; null while it is closed. */
export const reauthModalAtom = atom<ReauthTarget | null>(null)

/** Write-only: close the Reauth modal (reauth.complete for this user). */
export const closeReauthModalAtom = atom(null, (_get, set) => set(reauthModalAtom, null))

/**
 * Opens a blank tab at once, while the click still counts as the user's (pop-up blockers), then points
 * it at the sign-in address. A failure to get the address closes the tab and is swallowed; the answer
 * says whether the tab is on its way.
 */
export const openSignInTab = (address: () => Promise<Exit.Exit<string, unknown>>): Promise<boolean> => {
  const tab = window.open("", "_blank")
  const fail = () => {
    tab?.close()
    return false
  }
  return address().then((exit) => {
    if (Exit.isFailure(exit)) return fail()
    if (tab === null) window.open(exit.value, "_blank")
    else tab.location.href = exit.value
    return true
  }, fail)
}

export interface Reauthorize {
  /** The Reauth modal of this button is open. */
  readonly isWaiting: boolean
  readonly start: () => void
  readonly close: () => void
}

/** The re-authorisation of one module's button; `retry` runs its press again once the grant is back. */
export function useReauthorize(portalId: number, moduleKey: string, retry: () => void): Reauthorize {
  const runtime = useRuntime()
  const store = useStore()
  const [open, setOpen] = useAtom(reauthModalAtom)
  const [pending, setPending] = useAtom(pendingReauthInstallAtom)
  const signal = useAtomValue(moduleInstallSignalAtom)
  const closeModal = useSetAtom(closeReauthModalAtom)

  const start = useCallback(() => {
    setPending({ portalId, moduleKey, afterRevision: store.get(moduleInstallSignalAtom).revision })
    setOpen({ portalId, moduleKey })
    void openSignInTab(() => runtime.runPromiseExit(requestCrmSignInUrl({ portal_id: portalId, purpose: "reauthorise" }))).then((started) => {
      // Nothing will come back: the modal would wait for ever.
      if (started) return
      setPending(null)
      setOpen(null)
    })
  }, [runtime, store, portalId, moduleKey, setOpen, setPending])

  // The module-install message: the grant now has the scope, so the stopped install runs again.
  useEffect(() => {
    if (!shouldRetryAfterReauth(pending, signal, portalId, moduleKey)) return
    setPending(null)
    retry()
  }, [pending, signal, portalId, moduleKey, setPending, retry])

  const isWaiting = open !== null && open.portalId === portalId && open.moduleKey === moduleKey
  return { isWaiting, start, close: closeModal }
}
