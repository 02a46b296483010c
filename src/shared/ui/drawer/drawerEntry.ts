// The controls that open a drawer (the editor bar's entries) lie under the open drawer's overlay, so a press
// on one lands on the overlay. Marked with drawerEntryProps, they can be found under the pointer: pressing
// the open drawer's own entry then does nothing and pressing another's opens that one (spec 1 section 2,
// "opening the already open one does nothing"), where a bare overlay press would close the drawer.
import { type DrawerName, isDrawerName } from "./drawerName.ts"

export const DRAWER_ENTRY_ATTRIBUTE = "data-drawer-entry"

/** Spread on a control whose press opens `name`. */
export const drawerEntryProps = (name: DrawerName): Record<typeof DRAWER_ENTRY_ATTRIBUTE, DrawerName> => ({
  [DRAWER_ENTRY_ATTRIBUTE]: name
})

/** The drawer whose entry is shown at (x, y) in the viewport, under whatever covers it; null if none. */
export function drawerEntryAt(x: number, y: number, root: ParentNode = document): DrawerName | null {
  for (const element of root.querySelectorAll<HTMLElement>(`[${DRAWER_ENTRY_ATTRIBUTE}]`)) {
    const box = element.getBoundingClientRect()
    // An entry with no box is not laid out (hidden, or folded away): nothing to press there.
    if (box.width <= 0 || box.height <= 0) continue
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue
    const name = element.getAttribute(DRAWER_ENTRY_ATTRIBUTE)
    if (name !== null && isDrawerName(name)) return name
  }
  return null
}
