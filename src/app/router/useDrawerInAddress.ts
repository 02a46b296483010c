// The super admin's drawers, and the agency admin's Activity, in the address: opening one writes drawer=<name>, closing removes it, both replacing
// the history entry (Back still leaves the page, as before); an address with drawer=<name> opens it, so Back, a
// reload or a shared link shows it again with its table (whose keys it owns under its prefix). openDrawerAtom
// stays the one open drawer for everything else; this keeps the two in step. A drawer the user's role may not
// open stays closed and leaves the address. The layouts that host the admin drawers run this.
import { useAtom, useAtomValue } from "jotai"
import { useEffect, useRef } from "react"

import { roleFlagsAtom } from "@/entities/session"
import { availableDrawers } from "@/shared/config"
import { type SearchPatch, useAddressSearch } from "@/shared/lib/paged-list"
import { DRAWER_CLOSE_DELAY_MS, type DrawerName, isDrawerName, openDrawerAtom } from "@/shared/ui/drawer"

/** The admin drawers the address may open, each with the prefix of its table's keys (see app/router/search.ts). */
const ADMIN_DRAWER_TABLES: Partial<Record<DrawerName, string | null>> = {
  agency: "agencies",
  user: "users",
  portal: "portals",
  plan: "plans",
  credit: "credits",
  log: "logs",
  setting: null
}

/** The agency admin's drawers the address may open (their tables' prefixes as above). */
const AGENCY_ADMIN_DRAWER_TABLES: Partial<Record<DrawerName, string | null>> = {
  activity: "activity"
}

/** Removes the keys of `drawer`'s table from the address. */
const tableKeysCleared = (search: Readonly<Record<string, unknown>>, drawer: DrawerName | null): SearchPatch => {
  const prefix = drawer === null ? null : (ADMIN_DRAWER_TABLES[drawer] ?? AGENCY_ADMIN_DRAWER_TABLES[drawer])
  if (prefix === null || prefix === undefined) return {}
  return Object.fromEntries(Object.keys(search).flatMap((key) => (key.startsWith(`${prefix}_`) ? [[key, undefined]] : [])))
}

export function useDrawerInAddress(): void {
  const [open, setOpen] = useAtom(openDrawerAtom)
  const { isAdmin, isAgencyAdmin } = useAtomValue(roleFlagsAtom)
  const { search, write } = useAddressSearch()
  const inAddress = search["drawer"]
  const address = typeof inAddress === "string" ? inAddress : undefined
  const last = useRef<{ readonly address: string | undefined; readonly open: DrawerName | null } | null>(null)
  const clearing = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    const mayOpen = (name: DrawerName | null): name is DrawerName =>
      name !== null &&
      availableDrawers.has(name) &&
      ((isAdmin && ADMIN_DRAWER_TABLES[name] !== undefined) || (isAgencyAdmin && AGENCY_ADMIN_DRAWER_TABLES[name] !== undefined))
    const before = last.current
    last.current = { address, open }
    if (before === null || before.address !== address) {
      // The address changed (a load, Back, a link or our own write): it decides which admin drawer is open.
      const wanted = address !== undefined && isDrawerName(address) && mayOpen(address) ? address : null
      if (wanted !== null) {
        if (open !== wanted) setOpen(wanted)
      } else {
        if (mayOpen(open)) setOpen(null)
        if (address !== undefined) write({ drawer: undefined })
      }
      return
    }
    if (before.open === open) return
    // A drawer opened or closed here: the address follows. One opened from a menu starts with its table's defaults.
    const wanted = mayOpen(open) ? open : undefined
    if (wanted !== address) write({ drawer: wanted, ...tableKeysCleared(search, wanted ?? null) })
    if (mayOpen(before.open) && before.open !== open) {
      // The closed drawer's table leaves the address once it has slid out, not under the reader's eyes.
      const closed = before.open
      if (clearing.current !== null) clearTimeout(clearing.current)
      clearing.current = setTimeout(() => {
        clearing.current = null
        write(tableKeysCleared(search, closed))
      }, DRAWER_CLOSE_DELAY_MS)
    }
  }, [address, open, isAdmin, isAgencyAdmin, search, write, setOpen])

  useEffect(
    () => () => {
      if (clearing.current !== null) clearTimeout(clearing.current)
    },
    []
  )
}
