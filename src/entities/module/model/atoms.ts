// A counter bumped whenever a module or theme file of the open portal changes version (install,
// upgrade, revert, file add / update / revert): whoever shows upgrade counts reloads on it.
import { atom } from "jotai"

export const upgradesRevisionAtom = atom(0)

/** Write-only: call after a change that may add or remove an upgrade. */
export const markUpgradesChangedAtom = atom(null, (_get, set) => set(upgradesRevisionAtom, (revision) => revision + 1))
