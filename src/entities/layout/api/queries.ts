// The layouts' query keys and options: a layout and its parts under `["layouts", id]` (whether it applies to a
// portal), lists (the drawer's searches, the rollout wizard's choice) under `["layouts", "list"]`.
import { apiQueryOptions, type LayoutListParams } from "@/shared/api"

import { listLayouts } from "./layouts.ts"

export const layoutKeys = {
  all: ["layouts"] as const,
  lists: () => ["layouts", "list"] as const,
  list: (params: object) => ["layouts", "list", params] as const,
  record: (id: number) => ["layouts", id] as const,
  applyCheck: (id: number, portalId: number) => ["layouts", id, "apply-check", portalId] as const
}

export const layoutQueries = {
  /** One page of layouts as the params ask. */
  list: (params: LayoutListParams) => apiQueryOptions(layoutKeys.list(params), listLayouts(params))
}
