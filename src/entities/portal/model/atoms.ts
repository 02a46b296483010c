// The portal open in the editor; realtime upgrades replace it with a fresh copy.
import { atom } from "jotai"
import type { Portal } from "@/shared/api"

export const selectedPortalAtom = atom<Portal | null>(null)

/**
 * Bumped when portals changed behind a list's back (a plan upgrade): lists key their reads on it, so
 * they read again. The server-state cache replaces it with an invalidation of the portal lists.
 */
export const portalsRevisionAtom = atom(0)
export const markPortalsChangedAtom = atom(null, (_get, set) => set(portalsRevisionAtom, (revision) => revision + 1))
