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
  const user = useAtomValue(currentUserAtom)
  const drawer = useDrawer()
  const entries = visibleEditorEntries(portal, availableDrawers)

  return (
    <Navbar
      label="Editor"
      fluid
      brandHref={audience === "guest" ? RoutePath.PortalsGuest : RoutePath.PortalsMain}
      brandLabel="Portal Builder"
      start={
        <>
          <PortalSwitcher audience={audience} />
          {entries.map((entry) => (
            <Button key={entry.drawer} variant="ghost" size="sm" onPress={() => drawer.open(entry.drawer)}>
              {entry.label}
              {upgrades?.has(entry.drawer) ? <span className={styles.dot} role="img" aria-label="Upgrade available" /> : null}
            </Button>
          ))}
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
