// Which editor bar entries get a red dot (spec 1 section 2: Modules and Files "when an upgrade is
// available"). Read for members only, again whenever a module or file changes version (every install or
// file call invalidates the cache); while a refresh runs the last answer stays, so the dots do not blink.
// A failed read shows no dots.
import { moduleQueries, type UpgradeSummary } from "@/entities/module"
import { useApiQuery } from "@/shared/api"
import type { DrawerName } from "@/shared/ui/drawer"

const NONE: ReadonlySet<DrawerName> = new Set()

export const drawersWithUpgrades = (summary: UpgradeSummary): ReadonlySet<DrawerName> => {
  const drawers = new Set<DrawerName>()
  if (summary.modules > 0) drawers.add("module")
  if (summary.files > 0) drawers.add("files")
  return drawers
}

/** `portalId` null (guests, no portal open) reads nothing. */
export function useUpgradeDots(portalId: number | null): ReadonlySet<DrawerName> {
  const result = useApiQuery(portalId === null ? null : moduleQueries.upgradeSummary(portalId))
  return portalId !== null && result.status === "success" ? drawersWithUpgrades(result.data) : NONE
}
