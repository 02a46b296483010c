// Where the notice stack goes while a drawer is open: the open drawer publishes an element under its
// header, so that notices push its content down instead of covering it. null: the page's top layer.
import { atom } from "jotai"

export const alertSlotAtom = atom<HTMLElement | null>(null)
