// The editor's top bar: brand, the drawer entries that exist, the portal switcher, Tasks, and an end slot
// (the user menu for members, the demo links for guests) filled by the layout.
import { Link as RouterLink } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"
import { Link } from "react-aria-components"
import { type PortalAudience, selectedPortalAtom } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { tasksPath } from "@/entities/user"
import { availableDrawers } from "@/shared/config"
import { Button } from "@/shared/ui/button"
import { type DrawerName, useDrawer } from "@/shared/ui/drawer"
import { visibleEditorEntries } from "../config/entries.ts"
import styles from "./EditorBar.module.css"
import { PortalSwitcher } from "./PortalSwitcher.tsx"

export interface EditorBarProps {
  audience: PortalAudience
  end?: ReactNode
  /** Entries whose drawer has an upgrade waiting get a red dot (modules, files). */
  upgrades?: ReadonlySet<DrawerName>
}

export function EditorBar({ audience, end, upgrades }: EditorBarProps) {
  const portal = useAtomValue(selectedPortalAtom)
  const tasks = audience === "guest" ? null : tasksPath(useAtomValue(currentUserAtom))
  const drawer = useDrawer()
  const entries = visibleEditorEntries(portal, availableDrawers)

  return (
    <header className={styles.bar}>
      <nav className={styles.nav} aria-label="Editor">
        {audience === "guest" ? (
          <RouterLink to="/portals-guest" className={styles.brand}>
            Portal Builder
          </RouterLink>
        ) : (
          <RouterLink to="/portals-main" className={styles.brand}>
            Portal Builder
          </RouterLink>
        )}
        <PortalSwitcher audience={audience} />
        {entries.map((entry) => (
          <Button key={entry.drawer} variant="ghost" size="sm" onPress={() => drawer.open(entry.drawer)}>
            {entry.label}
            {upgrades?.has(entry.drawer) ? <span className={styles.dot} role="img" aria-label="Upgrade available" /> : null}
          </Button>
        ))}
        <span className={styles.spacer} />
        {tasks !== null ? (
          <Link href={tasks} className={styles.link}>
            Tasks
          </Link>
        ) : null}
        {end}
      </nav>
    </header>
  )
}
