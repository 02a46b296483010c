// A re-authorisation finished for this user: close the Reauth modal (and the app modal it may hold) and
// publish the module-install message, on which the install that stopped at 40010 runs again.
import type { createStore } from "jotai"

import { publishModuleInstallAtom } from "@/entities/module"
import { closeReauthModalAtom } from "@/features/install-module"
import { openModalAtom } from "@/shared/lib/modal"

type Store = ReturnType<typeof createStore>

export const finishReauth = (store: Store, portalId: number | null): void => {
  store.set(closeReauthModalAtom)
  if (store.get(openModalAtom) === "re-auth") store.set(openModalAtom, null)
  store.set(publishModuleInstallAtom, portalId)
}
