// What setting a portal up changes: the portal (its setup state and folder, on its card and in the lists),
// the theme files and modules the installer brings, what waits for an upgrade, and its batches.
import type { QueryKey } from "@tanstack/react-query"

import { batchKeys } from "@/entities/batch"
import { fileKeys } from "@/entities/file"
import { moduleKeys, upgradeKeys } from "@/entities/module"
import { portalKeys } from "@/entities/portal"

export const setupKeys = (portalId: number): ReadonlyArray<QueryKey> => [
  portalKeys.record(portalId),
  portalKeys.lists(),
  fileKeys.ofPortal(portalId),
  moduleKeys.ofPortal(portalId),
  upgradeKeys.ofPortal(portalId),
  batchKeys.ofPortal(portalId)
]
