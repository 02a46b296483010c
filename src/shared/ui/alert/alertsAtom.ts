// The app's notices ("Alert options: type, content"), each with the screen that raised it.
import { atom } from "jotai"
import type { ReactNode } from "react"

import type { AlertType } from "./Alert.tsx"
import type { ScreenToken } from "./noticeScreen.ts"

export type AlertId = number

export interface AlertOptions {
  type: AlertType
  content: ReactNode
  /**
   * The screen the caller sends the user to next, where the notice goes on: "page", the next page it
   * navigates to (a password set, then the login page), or the name of the drawer it opens (the editor
   * resuming an install in the Modules drawer). The notice moves there when that screen comes to the front.
   */
  handOver?: "page" | string
  /**
   * The notice belongs to the page the caller's drawer sits on, at once: work that goes on after its drawer
   * closed tells the page the user is back on (and leaves with that page).
   */
  onPageBeneath?: boolean
}

export interface AlertEntry extends AlertOptions {
  id: AlertId
  /** The screen that raised it: it is shown only on that screen and leaves with it. */
  owner: ScreenToken
}

export const alertsAtom = atom<ReadonlyArray<AlertEntry>>([])
