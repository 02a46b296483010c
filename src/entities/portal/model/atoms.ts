// The portal open in the editor; realtime upgrades replace it with a fresh copy.
import { atom } from "jotai"

import type { Portal } from "@/shared/api"

export const selectedPortalAtom = atom<Portal | null>(null)
