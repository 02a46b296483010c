// The editor's top bar: brand, the portal switcher, the drawer entries that exist, Tasks, and an end slot
// (the user menu for members, the demo links for guests) filled by the layout. It stays one row: the
// entries that do not fit the measured room go into a 'More' menu (which carries their upgrade dot), and a
// long portal name is cut short. On a phone the entries take a second row under the brand and the user menu.
import { useAtomValue } from "jotai"
import type { ReactNode } from "react"

import { type PortalAudience, useOpenPortal } from "@/entities/portal"
import { currentUserAtom, roleFlagsAtom } from "@/entities/session"
import { TasksLink } from "@/entities/user"
import { availableDrawers, RoutePath } from "@/shared/config"
import { Button } from "@/shared/ui/button"
import { drawerEntryProps, type DrawerName, useDrawer } from "@/shared/ui/drawer"
import { MenuButton, OpenMenusOnHover } from "@/shared/ui/menu"
import { Navbar } from "@/shared/ui/navbar"

import { type EditorEntry, visibleEditorEntries } from "../config/entries.ts"
import { useBatchActivity } from "../model/useBatchActivity.ts"
import { useFittingEntries } from "../model/useFittingEntries.ts"
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

const MORE = "More"

export function EditorBar({ audience, end, upgrades, drawers }: EditorBarProps) {
  const portal = useOpenPortal(useAtomValue(roleFlagsAtom))
  const user = useAtomValue(currentUserAtom)
  const drawer = useDrawer()
  const mounted = (name: DrawerName) => availableDrawers.has(name) && (drawers?.has(name) ?? true)
  // Guests, and layouts that do not mount the transition drawer, never read the batches.
  const activity = useBatchActivity(audience === "guest" || !mounted("transition") ? null : (portal?.id ?? null))
  const entries = visibleEditorEntries(portal, availableDrawers, activity.shown).filter((entry) => drawers?.has(entry.drawer) ?? true)
  const counted = useUpgradeDots(audience === "guest" || upgrades !== undefined ? null : (portal?.id ?? null))
  const dots = upgrades ?? counted
  const { shown: fits, refs } = useFittingEntries(entries.map((entry) => entry.drawer).join(","))
  const { row: rowRef, switcher: switcherRef, measure: measureRef } = refs
  // Before the first measure (and where nothing is laid out) every entry shows.
  const shown = entries.filter((_, index) => fits?.[index] ?? true)
  const folded = entries.filter((_, index) => !(fits?.[index] ?? true))
  const foldedDot = folded.some((entry) => dots.has(entry.drawer))

  const entryButton = (entry: EditorEntry, measureOnly = false) => {
    const dot = dots.has(entry.drawer)
    const count = entry.drawer === "transition" && activity.running > 0 ? activity.running : null
    return (
      <Button
        key={entry.drawer}
        variant="ghost"
        size="sm"
        className={styles.entry}
        onPress={() => drawer.open(entry.drawer)}
        aria-label={dot ? `${entry.label}, upgrade available` : count !== null ? `${entry.label}, ${count} running` : undefined}
        aria-expanded={measureOnly ? undefined : drawer.openDrawer === entry.drawer}
        // Under the open drawer's overlay, a press on the open drawer's entry then does nothing.
        {...(measureOnly ? {} : drawerEntryProps(entry.drawer))}
      >
        {entry.label}
        {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
        {/* A space before the count: the visible text reads "Activity 1", which the accessible name
            "Activity, 1 running" contains (axe's label-content-name-mismatch, seen while a batch runs). */}
        {count !== null ? (
          <>
            {" "}
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          </>
        ) : null}
      </Button>
    )
  }

  return (
    <OpenMenusOnHover>
      <Navbar
        label="Editor"
        fluid
        brandHref={audience === "guest" ? RoutePath.PortalsGuest : RoutePath.PortalsMain}
        brandLabel="Portal Builder"
        start={
          <div ref={rowRef} className={styles.row}>
            <span ref={switcherRef} className={styles.switcher}>
              <PortalSwitcher audience={audience} />
            </span>
            {shown.map((entry) => entryButton(entry))}
            {folded.length > 0 ? (
              <MenuButton
                label={
                  <>
                    {MORE}
                    {foldedDot ? <span className={styles.dot} aria-hidden="true" /> : null}
                  </>
                }
                aria-label={foldedDot ? `${MORE}, upgrade available` : MORE}
                size="sm"
                placement="bottom start"
                className={styles.entry}
                sections={[
                  {
                    id: "more",
                    items: folded.map((entry) => {
                      const dot = dots.has(entry.drawer)
                      return {
                        id: entry.drawer,
                        label: dot ? (
                          <>
                            {entry.label}
                            <span className={styles.dot} aria-hidden="true" />
                          </>
                        ) : (
                          entry.label
                        ),
                        textValue: dot ? `${entry.label}, upgrade available` : entry.label,
                        onAction: () => drawer.open(entry.drawer)
                      }
                    })
                  }
                ]}
              />
            ) : null}
            {/* An invisible copy of every entry and of 'More' (with its dot: the widest it gets), measured to decide what fits. */}
            <div ref={measureRef} className={styles.measure} style={{ visibility: "hidden" }} aria-hidden="true" inert>
              {entries.map((entry) => entryButton(entry, true))}
              <Button variant="ghost" size="sm" className={styles.entry}>
                {MORE}
                {dots.size > 0 ? <span className={styles.dot} aria-hidden="true" /> : null}
                <span className={styles.chevron} aria-hidden="true">
                  ▾
                </span>
              </Button>
            </div>
          </div>
        }
        end={
          <>
            {audience === "guest" ? null : <TasksLink user={user} />}
            {end}
          </>
        }
      />
    </OpenMenusOnHover>
  )
}
