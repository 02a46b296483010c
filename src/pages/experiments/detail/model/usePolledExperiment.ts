// The experiment, read again every 5 seconds while it runs (Schedule.spaced, interrupted on unmount
// or once it is no longer running); actions replace it with their answer.
import { Effect, Fiber, Schedule } from "effect"
import { useEffect, useState } from "react"
import { readExperiment } from "@/entities/experiment"
import { type Experiment, useApiQuery, useRuntime } from "@/shared/api"

export const POLL_INTERVAL = "5 seconds"

export function usePolledExperiment(experimentId: number) {
  const query = useApiQuery(`experiment-${experimentId}`, readExperiment(experimentId))
  const [fresh, setFresh] = useState<Experiment | null>(null)
  const runtime = useRuntime()
  const current = query.status === "success" ? (fresh?.id === experimentId ? fresh : query.data) : null
  const running = current?.status === "running"

  useEffect(() => {
    if (!running) return
    const read = readExperiment(experimentId).pipe(
      Effect.tap((experiment) => Effect.sync(() => setFresh(experiment))),
      // A failed read is skipped; the next one may succeed.
      Effect.ignore
    )
    const fiber = runtime.runFork(Effect.sleep(POLL_INTERVAL).pipe(Effect.zipRight(Effect.repeat(read, Schedule.spaced(POLL_INTERVAL)))))
    return () => {
      Effect.runFork(Fiber.interrupt(fiber))
    }
  }, [running, experimentId, runtime])

  return { query, experiment: current, replace: setFresh } as const
}
