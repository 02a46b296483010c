import { act, fireEvent, render, renderHook, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { AlertOutlet } from "./AlertOutlet.tsx"
import { SUCCESS_DISMISS_MS } from "./TimedAlert.tsx"
import { useAlerts } from "./useAlerts.ts"

function setup() {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  render(<AlertOutlet />, { wrapper })
  return renderHook(() => useAlerts(), { wrapper }).result
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe("notice timing", () => {
  it("closes a success notice by itself after five seconds, and keeps errors and warnings", () => {
    const alerts = setup()
    act(() => {
      alerts.current.show({ type: "success", content: "The plan was created" })
      alerts.current.show({ type: "danger", content: "The server said no" })
      alerts.current.show({ type: "warning", content: "Additional Permissions Required" })
    })
    act(() => vi.advanceTimersByTime(SUCCESS_DISMISS_MS - 100))
    expect(screen.getByText("The plan was created")).toBeTruthy()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText("The plan was created")).toBeNull()
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole("alert").textContent).toContain("The server said no")
    expect(screen.getByText("Additional Permissions Required")).toBeTruthy()
    expect(alerts.current.alerts).toHaveLength(2)
  })

  it("waits while the notice is hovered or holds focus, then counts again", () => {
    const alerts = setup()
    act(() => void alerts.current.show({ type: "success", content: "Invitation Sent" }))
    const notice = screen.getByRole("status")
    fireEvent.mouseEnter(notice.parentElement!)
    act(() => vi.advanceTimersByTime(SUCCESS_DISMISS_MS * 3))
    expect(screen.getByText("Invitation Sent")).toBeTruthy()
    fireEvent.mouseLeave(notice.parentElement!)
    fireEvent.focus(screen.getByRole("button", { name: "Dismiss" }))
    act(() => vi.advanceTimersByTime(SUCCESS_DISMISS_MS * 3))
    expect(screen.getByText("Invitation Sent")).toBeTruthy()
    fireEvent.blur(screen.getByRole("button", { name: "Dismiss" }))
    act(() => vi.advanceTimersByTime(SUCCESS_DISMISS_MS))
    expect(screen.queryByText("Invitation Sent")).toBeNull()
  })

  it("keeps its live regions mounted while empty, so a new notice is inserted into an existing region", () => {
    const alerts = setup()
    const polite = document.querySelector("[aria-live='polite']")
    const assertive = document.querySelector("[aria-live='assertive']")
    expect(polite).not.toBeNull()
    expect(assertive).not.toBeNull()
    act(() => {
      alerts.current.show({ type: "success", content: "Saved" })
      alerts.current.show({ type: "danger", content: "Broken" })
    })
    expect(document.querySelector("[aria-live='polite']")).toBe(polite)
    expect(polite?.textContent).toContain("Saved")
    expect(assertive?.textContent).toContain("Broken")
    act(() => alerts.current.clear())
    expect(document.querySelector("[aria-live='polite']")).toBe(polite)
  })
})
