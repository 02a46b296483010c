// Gives the components inside it the screen their notices belong to.
import { type ReactNode, useMemo, useState } from "react"

import { newScreenToken, NoticeOwnerContext, type ScreenToken } from "./noticeScreen.ts"
import { useNoticeScreen } from "./useNoticeScreen.ts"

export function NoticeOwner({ screen, children }: { screen: ScreenToken; children?: ReactNode }) {
  return <NoticeOwnerContext.Provider value={screen}>{children}</NoticeOwnerContext.Provider>
}

/**
 * For a modal: its notices belong to the screen in front when it opened (a modal mounted once in the app
 * and opened from a drawer reports to that drawer). Mounted with the modal's content, so once per opening.
 */
export function NoticeOwnerAtOpen({ children }: { children?: ReactNode }) {
  const screen = useNoticeScreen()
  const [atOpen] = useState(screen)
  return <NoticeOwner screen={atOpen}>{children}</NoticeOwner>
}

/** Around the routes: each visit of a path (another portal is another path) is a screen of its own. */
export function PageNoticeOwner({ pathname, children }: { pathname: string; children?: ReactNode }) {
  const page = useMemo(() => newScreenToken(`page:${pathname}`), [pathname])
  return <NoticeOwner screen={page}>{children}</NoticeOwner>
}
