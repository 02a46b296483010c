// The experiments' query keys and options: an experiment under `["experiments", id]`, a portal's
// experiments (and what a new one may be set up with) under `["experiments", "list", portalId]`.
import { apiQueryOptions } from "@/shared/api"

import { listExperiments, readExperiment, readExperimentOptions } from "./experiments.ts"

export const experimentKeys = {
  all: ["experiments"] as const,
  lists: () => ["experiments", "list"] as const,
  ofPortal: (portalId: number) => ["experiments", "list", portalId] as const,
  options: (portalId: number) => ["experiments", "list", portalId, "options"] as const,
  record: (id: number) => ["experiments", id] as const
}

export const experimentQueries = {
  ofPortal: (portalId: number) => apiQueryOptions(experimentKeys.ofPortal(portalId), listExperiments(portalId)),
  options: (portalId: number) => apiQueryOptions(experimentKeys.options(portalId), readExperimentOptions(portalId)),
  record: (id: number) => apiQueryOptions(experimentKeys.record(id), readExperiment(id))
}
