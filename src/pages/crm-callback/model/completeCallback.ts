// What the callback page does with the CRM's answer: finish the sign-in once per code (a code is single
// use, so a second mount of the page must not send it again), refresh the user, and say where to go.
import type { QueryClient } from "@tanstack/react-query"
import { Exit } from "effect"
import type { createStore } from "jotai"

import {
  announceGrant,
  forgetCreatePortalType,
  forgetPendingCrmAction,
  forgetReconnectPortal,
  portalKeys,
  resumePendingCrmAction
} from "@/entities/portal"
import { reloadCurrentUser } from "@/entities/session"
import { type ApiRuntime, failureOf } from "@/shared/api"
import { RoutePath, srSetupHref } from "@/shared/config"

import { finishCrmSignIn } from "../api/finishCrmSignIn.ts"

export const CONNECTING_TEXT = "Connecting your HubSpot account…"
/** While an Add Portal that chose PRO (create_portal_type pro) finishes. */
export const CONNECTING_PRO_TEXT = "Connecting your HubSpot account and activating PRO…"
export const CANCELLED_TEXT = "The HubSpot sign-in was cancelled."
/** Re-authorisation happens in a tab of its own, opened by Reauthorize: it ends there. */
export const REAUTHORISED_TEXT = "Permissions updated. You can close this tab."

export interface CallbackQuery {
  readonly code: string
  readonly state: string
  /** Set by the CRM when the user withheld consent (access_denied). */
  readonly error: string
}

export type CallbackOutcome =
  | { readonly kind: "done"; readonly href: string }
  | { readonly kind: "reauthorised" }
  | { readonly kind: "cancelled" }
  | { readonly kind: "failed"; readonly message: string }

type Store = ReturnType<typeof createStore>

const running = new Map<string, Promise<CallbackOutcome>>()

/** The round trip is over, whatever its answer: nothing is being reconnected or added any more. */
const forgetRoundTrip = (): void => {
  forgetReconnectPortal()
  forgetCreatePortalType()
}

const complete = async (
  store: Store,
  runtime: ApiRuntime,
  queryClient: QueryClient,
  code: string,
  state: string
): Promise<CallbackOutcome> => {
  const exit = await runtime.runPromiseExit(finishCrmSignIn(code, state))
  forgetRoundTrip()
  if (Exit.isFailure(exit)) {
    forgetPendingCrmAction()
    const error = failureOf(exit.cause)
    const message =
      error._tag === "Some" ? (error.value.serverMessage ?? error.value.message) : "An error occurred. Please try again later."
    return { kind: "failed", message }
  }
  const { portal, portal_setup_status, purpose } = exit.value
  // A reconnect that interrupted an action lets the editor run it again; anything else drops it.
  if (purpose === "reconnect") resumePendingCrmAction(portal.id)
  else if (purpose === "add") forgetPendingCrmAction()
  // The portal's CRM connection (and setup, for a new one) changed: whatever the cache holds of it is read again.
  void queryClient.invalidateQueries({ queryKey: portalKeys.record(portal.id) })
  await reloadCurrentUser(store, runtime)
  if (purpose === "reauthorise") {
    // The tab that opened the sign-in waits in its Reauth modal: tell it even when realtime is down.
    announceGrant(portal.id)
    return { kind: "reauthorised" }
  }
  return { kind: "done", href: portal_setup_status ? `${RoutePath.PortalsMain}/${portal.id}` : srSetupHref(portal.id) }
}

/** Runs the callback for this query; the same code answers from the first run. */
export const completeCallback = (
  store: Store,
  runtime: ApiRuntime,
  queryClient: QueryClient,
  query: CallbackQuery
): Promise<CallbackOutcome> => {
  if (query.error !== "") {
    forgetRoundTrip()
    forgetPendingCrmAction()
    return Promise.resolve(
      query.error === "access_denied" ? { kind: "cancelled" } : { kind: "failed", message: `The HubSpot sign-in failed (${query.error}).` }
    )
  }
  if (query.code === "" || query.state === "") {
    forgetRoundTrip()
    return Promise.resolve({ kind: "failed", message: query.code === "" ? "The code field is required." : "The state field is required." })
  }
  const known = running.get(query.code)
  if (known !== undefined) return known
  const started = complete(store, runtime, queryClient, query.code, query.state)
  running.set(query.code, started)
  return started
}

/** For tests: forget the codes already sent. */
export const resetCallbackRuns = (): void => running.clear()
