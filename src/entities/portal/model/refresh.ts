// Reads the selected portal again (after a plan upgrade) and keeps the answer if it is still selected.
import { Exit } from "effect"
import type { createStore } from "jotai"

import type { ApiRuntime } from "@/shared/api"

import { type PortalAudience, readPortal } from "../api/portals.ts"
import { selectedPortalAtom } from "./atoms.ts"

export const refreshSelectedPortal = async (
  store: ReturnType<typeof createStore>,
  runtime: ApiRuntime,
  audience: PortalAudience
): Promise<void> => {
  const selected = store.get(selectedPortalAtom)
  if (selected === null) return
  const exit = await runtime.runPromiseExit(readPortal(audience, selected.id))
  // The user may have switched portals meanwhile; never overwrite another selection.
  if (Exit.isSuccess(exit) && store.get(selectedPortalAtom)?.id === selected.id) store.set(selectedPortalAtom, exit.value)
}
