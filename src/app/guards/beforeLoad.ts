// Route guards as TanStack beforeLoad functions: `beforeLoad: guard(loggedIn, adminOnly)`.
import { redirect } from "@tanstack/react-router"

import { currentUserAtom, lastRouteAtom } from "@/entities/session"

import type { RouterContext } from "../router/context.ts"
import { decide, type GuardLocation, type GuardRule } from "./rules.ts"

/** The root route has restored the session before any guard runs, so the store is current. */
export const guard =
  (...rules: ReadonlyArray<GuardRule>) =>
  ({ context, location }: { context: RouterContext; location: GuardLocation }): void => {
    const decision = decide(rules, context.store.get(currentUserAtom), location)
    if (decision === null) return
    if (decision.remember !== undefined) context.store.set(lastRouteAtom, decision.remember)
    throw redirect({ href: decision.redirectTo })
  }
