// The experiment, read again every 5 seconds while it runs (the query cache's refetch interval, stopped
// on unmount or once it is no longer running; a failed read keeps the last answer and the next may
// succeed); actions replace it with their answer.
import { useCallback } from "react"

import { experimentQueries } from "@/entities/experiment"
import { type Experiment, useApiQuery } from "@/shared/api"

export const POLL_INTERVAL_MS = 5_000

export function usePolledExperiment(experimentId: number) {
  const query = useApiQuery(experimentQueries.record(experimentId), {
    refetchInterval: (experiment) => (experiment?.status === "running" ? POLL_INTERVAL_MS : false)
  })
  const { setData } = query
  const replace = useCallback((experiment: Experiment) => setData(() => experiment), [setData])
  return { query, experiment: query.status === "success" ? query.data : null, replace } as const
}
