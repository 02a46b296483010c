// The one open drawer; a single value is what makes opening one drawer close the others.
import { atom } from "jotai"

import type { DrawerName } from "./drawerName.ts"

export const openDrawerAtom = atom<DrawerName | null>(null)
