// The editor bar's drawer entries (spec 1 section 2). An entry shows only when its drawer exists
// (shared/config availableDrawers) and its portal rule allows it.
import type { Portal } from "@/shared/api"
import type { DrawerName } from "@/shared/ui/drawer"

export interface EditorEntry {
  readonly drawer: DrawerName
  readonly label: string
  /** False hides the entry for this portal. */
  readonly showFor?: (portal: Pick<Portal, "portal_type">) => boolean
  /** Shown only while the portal has work running or just finished (the transition drawer). */
  readonly whileWorkRuns?: boolean
}

export const EDITOR_ENTRIES: ReadonlyArray<EditorEntry> = [
  { drawer: "module", label: "Modules" },
  { drawer: "layout", label: "Layouts" },
  { drawer: "website-page", label: "Website Pages" },
  // Starter portals cannot have landing pages.
  { drawer: "landing-page", label: "Landing Pages", showFor: (portal) => portal.portal_type !== "starter" },
  { drawer: "system-page", label: "System Templates" },
  { drawer: "blog-page", label: "Blogs" },
  { drawer: "files", label: "Files" },
  // A user who closed the drawer that started a batch can still watch it.
  { drawer: "transition", label: "Activity", whileWorkRuns: true }
]

export const visibleEditorEntries = (
  portal: Pick<Portal, "portal_type"> | null,
  available: ReadonlySet<DrawerName>,
  workRuns = false
): ReadonlyArray<EditorEntry> =>
  portal === null
    ? []
    : EDITOR_ENTRIES.filter(
        (entry) => available.has(entry.drawer) && (entry.showFor?.(portal) ?? true) && (entry.whileWorkRuns !== true || workRuns)
      )
