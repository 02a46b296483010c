// The screen in front now: the open drawer once it is shown, otherwise the page.
import { useAtomValue } from "jotai"
import { useContext } from "react"

import { openDrawerAtom } from "../drawer/openDrawerAtom.ts"
import { type DrawerScreen, drawerScreenAtom, NoticeOwnerContext, type ScreenToken } from "./noticeScreen.ts"

/** The drawer in front, if any: a drawer still sliding out after closing is no longer in front. */
export function useFrontDrawer(): DrawerScreen | null {
  const drawer = useAtomValue(drawerScreenAtom)
  const open = useAtomValue(openDrawerAtom)
  return drawer !== null && drawer.drawer === open ? drawer : null
}

/** The token of the screen in front. Outside any drawer the page is the one the caller sits on (the app gives its token). */
export function useNoticeScreen(): ScreenToken {
  const page = useContext(NoticeOwnerContext)
  return useFrontDrawer()?.token ?? page
}

/**
 * A drawer was opened and is not shown yet (it publishes its screen as it mounts): for that moment the
 * screen in front is not known, and nothing is dropped.
 */
export function useScreenChanging(): boolean {
  const open = useAtomValue(openDrawerAtom)
  const front = useFrontDrawer()
  return open !== null && front === null
}
