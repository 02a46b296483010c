// Spec 1 section 8: a 400 shows /400; a 401 ends the session and goes to the login page. A call waiting
// for a busy CRM shows the busy notice while it waits.
import type { AnyRouter } from "@tanstack/react-router"
import type { createStore } from "jotai"

import { endSessionAtom } from "@/entities/session"
import { RoutePath } from "@/shared/config"
import { crmBusyChangeAtom } from "@/shared/lib/crm-busy"

import type { FailureReactions } from "./createAppRuntime.ts"

/** Runs after the navigation under way, so its guards (which remember the last route) finish first. */
const afterCurrentNavigation = (router: AnyRouter, go: () => void) => {
  if (router.state.status !== "pending") return go()
  const unsubscribe = router.subscribe("onResolved", () => {
    unsubscribe()
    go()
  })
}

export const failureReactions = (store: ReturnType<typeof createStore>, router: AnyRouter): FailureReactions => ({
  onBadRequest: () => afterCurrentNavigation(router, () => void router.navigate({ href: RoutePath.BadRequest })),
  onUnauthorized: () => {
    store.set(endSessionAtom)
    afterCurrentNavigation(router, () => {
      if (router.state.location.pathname !== RoutePath.Login) void router.navigate({ href: RoutePath.Login })
    })
  },
  onCrmBusy: (busy) => store.set(crmBusyChangeAtom, busy)
})
