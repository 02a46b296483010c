// The editor's top bar: brand, the drawer entries that exist, the portal switcher, Tasks, and an end slot
// (the user menu for members, the demo links for guests) filled by the layout.
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { type PortalAudience, selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { TasksLink } from "@/entities/user"
import { availableDrawers, RoutePath } from "@/shared/config"
import { Button } from "@/shared/ui/button"
import { type DrawerName, useDrawer } from "@/shared/ui/drawer"
import { Navbar } from "@/shared/ui/navbar"
import { visibleEditorEntries } from "../config/entries.ts"
import { useUpgradeDots } from "../model/useUpgradeDots.ts"
import styles from "./EditorBar.module.css"
import { PortalSwitcher } from "./PortalSwitcher.tsx"

export interface EditorBarProps {
  audience: PortalAudience
  end?: ReactNode
  /**
   * Entries whose drawer has an upgrade waiting get a red dot (modules, files). Left out, members see
   * what the server counts for the open portal; guests see none.
   */
  upgrades?: ReadonlySet<DrawerName>
  /** The drawers the layout mounts, when not all of them (the guest demo: modules and page templates). */
  drawers?: ReadonlySet<DrawerName>
}

export function EditorBar({ audience, end, upgrades, drawers }: EditorBarProps) {
  const portal = useAtomValue(selectedPortalAtom)
  const user = useAtomValue(currentUserAtom)
  const drawer = useDrawer()
  const entries = visibleEditorEntries(portal, availableDrawers).filter((entry) => drawers?.has(entry.drawer) ?? true)
  const counted = useUpgradeDots(audience === "guest" || upgrades !== undefined ? null : portal?.id ?? null)
  const dots = upgrades ?? counted

  return (
    <Navbar
      label="Editor"
      fluid
      brandHref={audience === "guest" ? RoutePath.PortalsGuest : RoutePath.PortalsMain}
      brandLabel="Portal Builder"
      start={
        <>
          <PortalSwitcher audience={audience} />
          {entries.map((entry) => {
            const dot = dots.has(entry.drawer)
            return (
              <Button
                key={entry.drawer}
                variant="ghost"
                size="sm"
                onPress={() => drawer.open(entry.drawer)}
                aria-label={dot ? `${entry.label}, upgrade available` : undefined}
              >
                {entry.label}
                {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
              </Button>
            )
          })}
        </>
      }
      end={
        <>
          {audience === "guest" ? null : <TasksLink user={user} />}
          {end}
        </>
      }
    />
  )
}
