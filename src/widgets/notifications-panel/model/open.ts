// Whether the What's New panel is open: the bell opens it, and so does the user menu's What's New item
// (wired by the layout, which holds both).
import { atom } from "jotai"

export const whatsNewOpenAtom = atom(false)
