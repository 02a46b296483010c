// The agency the user last acted for (a menu item of one agency); billing=open reads it later.
import { atom } from "jotai"
import { atomWithStorage } from "jotai/utils"

import { textStorage } from "@/shared/lib/storage"

const stored = atomWithStorage<string | null>("agency_id", null, textStorage("local"), { getOnInit: true })

export const activeAgencyIdAtom = atom(
  (get) => {
    const id = Number(get(stored))
    return Number.isInteger(id) && id > 0 ? id : null
  },
  (_get, set, id: number | null) => set(stored, id === null ? null : String(id))
)
