// The support requests' query keys and options: a request and its views under `["tasks", id]` (the
// requester's and support's), lists under `["tasks", "list"]` (the paged lists: `["tasks", "list", scope, query]`).
import { apiQueryOptions } from "@/shared/api"

import { readSupportFacets, readSupportTask, readTask } from "./tasks.ts"

export const taskKeys = {
  all: ["tasks"] as const,
  lists: () => ["tasks", "list"] as const,
  facets: () => ["tasks", "list", "facets"] as const,
  record: (id: number) => ["tasks", id] as const,
  mine: (id: number) => ["tasks", id, "mine"] as const,
  support: (id: number) => ["tasks", id, "support"] as const
}

export const taskQueries = {
  facets: () => apiQueryOptions(taskKeys.facets(), readSupportFacets()),
  mine: (id: number) => apiQueryOptions(taskKeys.mine(id), readTask(id)),
  support: (id: number) => apiQueryOptions(taskKeys.support(id), readSupportTask(id))
}
