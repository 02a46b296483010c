// A re-authorisation finished for this user: close the Reauth modal (and the app modal it may hold) and
// write the grant into the cache, where the install that stopped at 40010 waits for it.
import type { QueryClient } from "@tanstack/react-query"
import type { createStore } from "jotai"

import { crmGranted } from "@/entities/portal"
import { closeReauthModalAtom } from "@/features/install-module"
import { openModalAtom } from "@/shared/lib/modal"

type Store = ReturnType<typeof createStore>

export const finishReauth = (store: Store, queryClient: QueryClient, portalId: number | null): void => {
  store.set(closeReauthModalAtom)
  if (store.get(openModalAtom) === "re-auth") store.set(openModalAtom, null)
  crmGranted(queryClient, portalId)
}
