// Open and close the app's side drawers.
import { useAtom } from "jotai"
import { useCallback, useMemo } from "react"

import type { DrawerName } from "./drawerName.ts"
import { openDrawerAtom } from "./openDrawerAtom.ts"

export interface DrawerApi {
  openDrawer: DrawerName | null
  /** Opening the open drawer does nothing; opening another closes the others. */
  open: (name: DrawerName) => void
  close: () => void
}

export function useDrawer(): DrawerApi {
  const [openDrawer, setOpenDrawer] = useAtom(openDrawerAtom)
  const open = useCallback((name: DrawerName) => setOpenDrawer((current) => (current === name ? current : name)), [setOpenDrawer])
  const close = useCallback(() => setOpenDrawer(null), [setOpenDrawer])
  return useMemo(() => ({ openDrawer, open, close }), [openDrawer, open, close])
}
