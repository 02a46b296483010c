// Which editor bar entries get a red dot (spec 1 section 2: Modules and Files "when an upgrade is
// available"). Read for members only, again whenever a module or file changes version; while a reload
// runs the last answer stays, so the dots do not blink. A failed read shows no dots.
import { useAtomValue } from "jotai"
import { useRef } from "react"
import { getUpgradeSummary, upgradesRevisionAtom, type UpgradeSummary } from "@/entities/module"
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
  const revision = useAtomValue(upgradesRevisionAtom)
  const result = useApiQuery(portalId === null ? null : `upgrades:${portalId}:${revision}`, getUpgradeSummary(portalId ?? 0))
  const last = useRef<{ portalId: number; dots: ReadonlySet<DrawerName> } | null>(null)
  if (portalId === null) return NONE
  if (result.status === "success") last.current = { portalId, dots: drawersWithUpgrades(result.data) }
  else if (result.status === "failure") last.current = null
  return last.current?.portalId === portalId ? last.current.dots : NONE
}
