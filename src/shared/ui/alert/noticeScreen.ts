// Which screen a notice belongs to. A screen is the page at one route (one visit of it) or one opening of
// a drawer; each gets a token of its own. A notice carries the token of the screen that raised it and is
// shown only while that screen is the one in front: it leaves with its screen (the drawer closes, another
// opens, the route or portal changes) and never turns up on a screen that did not raise it, even when the
// call it reports ends after the user moved on.
import { atom } from "jotai"
import { createContext } from "react"

export type ScreenToken = string

/** The screen a component belongs to: the page's token (given by the app around its routes), a drawer's or a modal's. */
export const NoticeOwnerContext = createContext<ScreenToken>("page")

// Unique for the page's lifetime, across every jotai store.
let lastToken = 0

/** A new screen token: a new visit of a route, a new opening of a drawer. */
export const newScreenToken = (what: string): ScreenToken => {
  lastToken += 1
  return `${what}#${lastToken}`
}

/** The page's token inside the page's screen token of a drawer: a drawer left open over a new page is a new screen. */
export const drawerScreenToken = (page: ScreenToken, opening: ScreenToken): ScreenToken => `${page}>${opening}`

/** The page a screen is on: the page itself, or the page under a drawer. */
export const pageOfScreen = (screen: ScreenToken): ScreenToken => screen.split(">")[0] ?? screen

/** The open drawer's place for notices (an element under its header) and its screen token. */
export interface DrawerScreen {
  readonly drawer: string
  readonly token: ScreenToken
  readonly element: HTMLElement
}

/** Published by the drawer that is shown; null: no drawer, notices go on the page. */
export const drawerScreenAtom = atom<DrawerScreen | null>(null)
