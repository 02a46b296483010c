// The one open modal, like the one open drawer: opening another replaces it.
import { atom } from "jotai"

import type { ModalName } from "@/shared/config"

export const openModalAtom = atom<ModalName | null>(null)
