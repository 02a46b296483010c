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

  useEffect(() => {
    if (!pending) {
      setPhase((current) => (current === "running" ? "done" : current))
      return
    }
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
