// The batches' query keys and options: a portal's batches are a list, `["batches", "list", portalId]`.
import { apiQueryOptions } from "@/shared/api"

import { listPortalBatches } from "./listPortalBatches.ts"

export const batchKeys = {
  all: ["batches"] as const,
  lists: () => ["batches", "list"] as const,
  ofPortal: (portalId: number) => ["batches", "list", portalId] as const
}

export const batchQueries = {
  ofPortal: (portalId: number) => apiQueryOptions(batchKeys.ofPortal(portalId), listPortalBatches(portalId))
}
