// A thin bar at the top of the window while a slow navigation loads (spec 1 section 9's progress bar).
import { useRouterState } from "@tanstack/react-router"
import type { CSSProperties } from "react"

import styles from "./NavigationProgress.module.css"
import { PROGRESS_DURATION_MS, PROGRESS_FADE_MS, type ProgressPhase, useProgressPhase } from "./navigationProgress.ts"

export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === "pending" })
  return <NavigationProgressBar phase={useProgressPhase(pending)} />
}

export function NavigationProgressBar({ phase }: { phase: ProgressPhase }) {
  if (phase === "idle") return null
  const timing = { "--progress-duration": `${PROGRESS_DURATION_MS}ms`, "--progress-fade": `${PROGRESS_FADE_MS}ms` } as CSSProperties
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      aria-busy={phase === "running"}
      className={`${styles.bar} ${phase === "running" ? styles.running : styles.done}`}
      style={timing}
    />
  )
}
