import { act, render, renderHook, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { PROGRESS_DURATION_MS, PROGRESS_FADE_MS, PROGRESS_THROTTLE_MS, useProgressPhase } from "./navigationProgress.ts"
import { NavigationProgressBar } from "./NavigationProgress.tsx"

describe("navigation progress", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("uses the spec's constants: throttle 200 ms, duration 5000 ms", () => {
    expect([PROGRESS_THROTTLE_MS, PROGRESS_DURATION_MS]).toEqual([200, 5000])
  })

  it("never shows for a navigation quicker than the throttle", () => {
    const { result, rerender } = renderHook(({ pending }) => useProgressPhase(pending), { initialProps: { pending: true } })
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 50))
    rerender({ pending: false })
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS))
    expect(result.current).toBe("idle")
  })

  it("shows after the throttle while pending, then fills and fades when the navigation ends", () => {
    const { result, rerender } = renderHook(({ pending }) => useProgressPhase(pending), { initialProps: { pending: true } })
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS))
    expect(result.current).toBe("running")
    rerender({ pending: false })
    expect(result.current).toBe("done")
    act(() => vi.advanceTimersByTime(PROGRESS_FADE_MS))
    expect(result.current).toBe("idle")
  })

  it("is a labelled progress bar that creeps over the duration while running, and nothing when idle", () => {
    const { rerender } = render(<NavigationProgressBar phase="running" />)
    const bar = screen.getByRole("progressbar", { name: "Loading the page" })
    expect(bar.getAttribute("aria-busy")).toBe("true")
    expect(bar.style.getPropertyValue("--progress-duration")).toBe("5000ms")
    rerender(<NavigationProgressBar phase="idle" />)
    expect(screen.queryByRole("progressbar")).toBeNull()
  })
})
