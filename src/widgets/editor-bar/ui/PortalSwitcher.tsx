// The editor bar's portal dropdown (spec 1 section 2): every portal with its children right under their
// parent (indented and labelled), and a search field once there are more than ten. A list that fails to
// load just stops loading (spec 1 section 8).
import { useAtomValue } from "jotai"
import { Autocomplete, Input, Menu, MenuItem, MenuTrigger, Popover, SearchField, useFilter } from "react-aria-components"

import { type PortalAudience, PortalName, portalQueries, useOpenPortal } from "@/entities/portal"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { hasSeveralAgencies } from "@/entities/user"
import { useApiQuery } from "@/shared/api"
import { RoutePath } from "@/shared/config"
import { Button } from "@/shared/ui/button"
import { Spinner } from "@/shared/ui/spinner"

import { SWITCHER_SEARCH_FROM, type SwitcherRow, switcherRows } from "../lib/switcherRows.ts"
import styles from "./EditorBar.module.css"
import switcher from "./PortalSwitcher.module.css"

export function PortalSwitcher({ audience }: { audience: PortalAudience }) {
  const current = useOpenPortal(useAtomValue(roleFlagsAtom))
  const showAgency = hasSeveralAgencies(useAtomValue(currentUserAtom))
  const portals = useApiQuery(portalQueries.switcher(audience))
  const base = audience === "guest" ? RoutePath.PortalsGuest : RoutePath.PortalsMain
  const { contains } = useFilter({ sensitivity: "base" })

  const title = current?.name ?? "Portals"
  if (portals.status === "loading") {
    return (
      <span className={styles.switcherPending}>
        <span className={switcher.title} title={title}>
          {title}
        </span>{" "}
        <Spinner size="sm" label="Loading portals" />
      </span>
    )
  }
  if (portals.status === "failure" || portals.data.length === 0)
    return (
      <span className={styles.switcherPending}>
        <span className={switcher.title} title={title}>
          {title}
        </span>
      </span>
    )

  // The server nests child portals under their parent (the query asks for top-level ones).
  const rows = switcherRows(portals.data)
  const menu = (
    <Menu
      className={switcher.menu}
      aria-label="Portals"
      items={rows}
      renderEmptyState={() => <p className={switcher.empty}>No portal matches.</p>}
    >
      {(row: SwitcherRow) => (
        <MenuItem
          id={row.portal.id}
          href={`${base}/${row.portal.id}`}
          textValue={row.parentName === null ? row.portal.name : `${row.portal.name}, child portal of ${row.parentName}`}
          className={switcher.item}
          style={{ paddingInlineStart: `calc(var(--space-3) + ${row.depth} * var(--space-5, 1.25rem))` }}
        >
          {row.depth > 0 ? (
            <span aria-hidden="true" className={switcher.branch}>
              ↳
            </span>
          ) : null}
          <PortalName portal={row.portal} showAgency={showAgency} />
          {row.parentName !== null ? <span className={switcher.childLabel}>Child of {row.parentName}</span> : null}
        </MenuItem>
      )}
    </Menu>
  )
  return (
    <MenuTrigger>
      <Button variant="ghost" aria-label={`Switch portal, current: ${title}`} className={switcher.trigger}>
        {/* A long name ends in an ellipsis; the whole name is the tooltip and in the accessible name. */}
        <span className={switcher.title} title={title}>
          {title}
        </span>
        <span className={switcher.chevron} aria-hidden="true">
          ▾
        </span>
      </Button>
      <Popover placement="bottom start" className={switcher.popover}>
        {rows.length >= SWITCHER_SEARCH_FROM ? (
          <Autocomplete filter={contains}>
            <SearchField aria-label="Search portals" className={switcher.search} autoFocus>
              <Input placeholder="Search portals" className={switcher.searchInput} />
            </SearchField>
            {menu}
          </Autocomplete>
        ) : (
          menu
        )}
      </Popover>
    </MenuTrigger>
  )
}
