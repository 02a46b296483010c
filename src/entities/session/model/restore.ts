// After a reload only the token survives: fetch its user once, however many routes ask at the same time.
import { Exit } from "effect"
import type { createStore } from "jotai"

import type { ApiRuntime, User } from "@/shared/api"

import { fetchCurrentUser } from "../api/fetchCurrentUser.ts"
import { currentUserAtom, tokenAtom } from "./atoms.ts"

type Store = ReturnType<typeof createStore>

const inFlight = new WeakMap<Store, Promise<User | null>>()

/**
 * Resolves with the current user, or null for a visitor. A 401 ends the session through the API
 * client's hook; any other failure keeps the token so the next navigation tries again.
 */
export const restoreSession = (store: Store, runtime: ApiRuntime): Promise<User | null> => {
  const known = store.get(currentUserAtom)
  if (known !== null || store.get(tokenAtom) === null) return Promise.resolve(known)
  const running = inFlight.get(store)
  if (running !== undefined) return running
  const token = store.get(tokenAtom)
  const restoring = runtime.runPromiseExit(fetchCurrentUser).then((exit) => {
    inFlight.delete(store)
    // A login or logout while /me was in flight wins over this answer.
    if (store.get(tokenAtom) !== token) return store.get(currentUserAtom)
    if (Exit.isFailure(exit)) return null
    store.set(currentUserAtom, exit.value)
    return exit.value
  })
  inFlight.set(store, restoring)
  return restoring
}

/** Loads the user again (after a payment, a profile change) and stores it. */
export const reloadCurrentUser = (store: Store, runtime: ApiRuntime): Promise<User | null> =>
  runtime.runPromiseExit(fetchCurrentUser).then((exit) => {
    if (Exit.isFailure(exit)) return store.get(currentUserAtom)
    if (store.get(tokenAtom) !== null) store.set(currentUserAtom, exit.value)
    return exit.value
  })
