// The Modules drawer's filter choices (spec 2 section 2); the code is the list call's `filter`.
import type { ModuleCategory } from "@/shared/api"

export interface ModuleFilter {
  readonly label: string
  /** null lists every category. */
  readonly category: ModuleCategory | null
}

export const MODULE_FILTERS: ReadonlyArray<ModuleFilter> = [
  { label: "All", category: null },
  { label: "Section Modules", category: 1 },
  { label: "DND Modules", category: 2 },
  { label: "Elements", category: 3 }
]

const CATEGORY_LABELS: Record<ModuleCategory, string> = { 1: "Section", 2: "DND", 3: "Elements" }

export const categoryLabel = (category: ModuleCategory): string => CATEGORY_LABELS[category]
