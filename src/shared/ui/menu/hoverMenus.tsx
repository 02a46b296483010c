// Bar dropdowns open on hover on wide screens (spec 1 section 2: above 990 px) and on click below;
// the keyboard always works. A bar wraps its dropdowns in <OpenMenusOnHover>; other menus are unaffected.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react"

export const HOVER_MENUS_MIN_WIDTH = 991

const HoverMenusContext = createContext(false)

export function OpenMenusOnHover({ children }: { children: ReactNode }) {
  return <HoverMenusContext.Provider value={true}>{children}</HoverMenusContext.Provider>
}

const query = `(min-width: ${HOVER_MENUS_MIN_WIDTH}px)`
const mediaList = () => (typeof window === "undefined" || typeof window.matchMedia !== "function" ? null : window.matchMedia(query))
const subscribe = (onChange: () => void) => {
  const list = mediaList()
  list?.addEventListener("change", onChange)
  return () => list?.removeEventListener("change", onChange)
}
const isWide = () => mediaList()?.matches ?? false

/** True inside <OpenMenusOnHover> while the window is wider than 990 px. */
export function useOpensOnHover(): boolean {
  const inBar = useContext(HoverMenusContext)
  const wide = useSyncExternalStore(subscribe, isWide, () => false)
  return inBar && wide
}
