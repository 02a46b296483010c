// When the navigation progress bar shows (spec 1 section 9: throttle 200 ms, duration 5000 ms): only a
// navigation still pending after the throttle shows it, so quick ones never flash; it then creeps towards
// the end over the duration, and fills and fades when the navigation ends.
import { useEffect, useState } from "react"

export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
/** How long the filled bar stays while it fades. */
export const PROGRESS_FADE_MS = 300

export type ProgressPhase = "idle" | "running" | "done"

export function useProgressPhase(pending: boolean): ProgressPhase {
  const [phase, setPhase] = useState<ProgressPhase>("idle")
  // The navigation's end is seen while rendering (React's "adjusting state when a prop changes"): a running
  // bar fills and fades; one still within the throttle never showed.
  const [wasPending, setWasPending] = useState(pending)
  if (pending !== wasPending) {
    setWasPending(pending)
    if (!pending && phase === "running") setPhase("done")
  }

  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setPhase("running"), PROGRESS_THROTTLE_MS)
    return () => clearTimeout(timer)
  }, [pending])

  useEffect(() => {
    if (phase !== "done") return
    const timer = setTimeout(() => setPhase("idle"), PROGRESS_FADE_MS)
    return () => clearTimeout(timer)
  }, [phase])

  return phase
}
