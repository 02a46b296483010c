// The theme files' query keys and options: a portal's files are a list, `["files", "list", portalId]`; a
// file's parts (its diff in a portal) sit under `["files", path]`.
import { apiQueryOptions } from "@/shared/api"

import { listFiles } from "./files.ts"

export const fileKeys = {
  all: ["files"] as const,
  lists: () => ["files", "list"] as const,
  ofPortal: (portalId: number) => ["files", "list", portalId] as const,
  diff: (path: string, portalId: number) => ["files", path, "diff", portalId] as const
}

export const fileQueries = {
  ofPortal: (portalId: number) => apiQueryOptions(fileKeys.ofPortal(portalId), listFiles(portalId))
}
