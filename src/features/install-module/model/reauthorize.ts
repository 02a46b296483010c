// Re-authorisation after 40010 (spec 1 sections 2, 4 and 7; spec 2 section 8): Reauthorize opens the CRM
// sign-in for more scopes in a new tab and shows the Reauth modal; the realtime bridge closes it when
// reauth.complete (or the module-install message) arrives for this user and writes the grant into the cache
// (crmGranted), and the install that stopped is retried once a grant newer than its stop is there. Without the event
// (a blocked socket) the modal still learns it: the callback tab announces the grant to this tab, and
// every few seconds the stopped change is tried again quietly (the server answers 40010 from the stored
// grant before touching the CRM, so the change itself is the call that says whether the grant arrived).
// After a minute with no answer the modal says so and offers 'Check again'.
import { useQueryClient } from "@tanstack/react-query"
import { Duration, Effect, Exit, Fiber, Option, Schedule } from "effect"
import { atom, useAtom, useAtomValue, useSetAtom } from "jotai"
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"

import { crmGranted, grantReaches, listenForGrant, requestCrmSignInUrl, useCrmGrant } from "@/entities/portal"
import { type ApiClient, useRuntime } from "@/shared/api"

import type { ProbeResult } from "./useModuleAction.ts"

export interface ReauthTarget {
  readonly portalId: number
  readonly moduleKey: string
}

/** The install waiting for the re-authorisation: only a grant heard `since` (ms since the epoch) retries it. */
interface PendingReauthInstall {
  readonly portalId: number
  readonly moduleKey: string
  readonly since: number
}

const pendingReauthInstallAtom = atom<PendingReauthInstall | null>(null)

/** The module whose button opened the Reauth modal; null while it is closed. */
export const reauthModalAtom = atom<ReauthTarget | null>(null)

export interface ReauthTiming {
  /** Milliseconds between quiet tries of the stopped change. */
  readonly everyMs: number
  /** Milliseconds before the modal says nothing came back. */
  readonly giveUpMs: number
}

/** Tests and stories shorten it. */
export const reauthTimingAtom = atom<ReauthTiming>({ everyMs: 5_000, giveUpMs: 60_000 })

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
  /** A minute passed with no word of the grant. */
  readonly isSlow: boolean
  readonly start: () => void
  readonly close: () => void
  /** Closes the modal and presses the button again: the install answers whether the grant arrived. */
  readonly checkAgain: () => void
}

/** The re-authorisation of one module's button; `retry` runs its press again once the grant is back. */
export function useReauthorize(
  portalId: number,
  moduleKey: string,
  retry: () => void,
  probe: Effect.Effect<ProbeResult, never, ApiClient>
): Reauthorize {
  const runtime = useRuntime()
  const queryClient = useQueryClient()
  const [open, setOpen] = useAtom(reauthModalAtom)
  const [pending, setPending] = useAtom(pendingReauthInstallAtom)
  const grant = useCrmGrant()
  const closeModal = useSetAtom(closeReauthModalAtom)
  const timing = useAtomValue(reauthTimingAtom)
  const [slowFor, setSlowFor] = useState<ReauthTarget | null>(null)

  const start = useCallback(() => {
    setPending({ portalId, moduleKey, since: Date.now() })
    setOpen({ portalId, moduleKey })
    void openSignInTab(() => runtime.runPromiseExit(requestCrmSignInUrl({ portal_id: portalId, purpose: "reauthorise" }))).then(
      (started) => {
        // Nothing will come back: the modal would wait for ever.
        if (started) return
        setPending(null)
        setOpen(null)
      }
    )
  }, [runtime, portalId, moduleKey, setOpen, setPending])

  // A grant heard since the install stopped: it now has the scope, so the stopped install runs again.
  useEffect(() => {
    if (pending === null || pending.portalId !== portalId || pending.moduleKey !== moduleKey) return
    if (!grantReaches(grant, pending.since, portalId)) return
    setPending(null)
    retry()
  }, [pending, grant, portalId, moduleKey, setPending, retry])

  const isWaiting = open !== null && open.portalId === portalId && open.moduleKey === moduleKey

  // The callback tab's word, for when the realtime event does not come.
  useEffect(() => {
    if (!isWaiting) return
    return listenForGrant((granted) => {
      if (granted !== portalId) return
      closeModal()
      crmGranted(queryClient, portalId)
    })
  }, [isWaiting, portalId, closeModal, queryClient])

  // The quiet tries, every few seconds for a minute (the latest render's probe: it reports to the button).
  // They stay a Schedule rather than a query's refetch interval: each try is the stopped install itself (a
  // write that the server refuses with 40010 until the grant arrives), not a read the query cache could hold.
  const latestProbe = useRef(probe)
  useLayoutEffect(() => {
    latestProbe.current = probe
  })
  useEffect(() => {
    if (!isWaiting || open === null) return
    const target = open
    const tries = Effect.suspend(() => latestProbe.current).pipe(
      Effect.delay(Duration.millis(timing.everyMs)),
      Effect.repeat(
        Schedule.spaced(Duration.millis(timing.everyMs)).pipe(
          Schedule.whileInput((result: ProbeResult) => result === "missing"),
          Schedule.passthrough
        )
      ),
      Effect.timeoutOption(Duration.millis(timing.giveUpMs))
    )
    const fiber = runtime.runFork(tries)
    fiber.addObserver((exit) => {
      if (!Exit.isSuccess(exit)) return
      if (Option.isNone(exit.value) || exit.value.value === "missing") return setSlowFor(target)
      // Done (or failed and shown): nothing left to wait for.
      setPending(null)
      closeModal()
    })
    return () => {
      Effect.runFork(Fiber.interrupt(fiber))
    }
  }, [isWaiting, open, timing, runtime, setPending, closeModal])

  const checkAgain = useCallback(() => {
    setPending(null)
    closeModal()
    retry()
  }, [setPending, closeModal, retry])

  return { isWaiting, isSlow: isWaiting && slowFor === open, start, close: closeModal, checkAgain }
}
