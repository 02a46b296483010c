import { act, fireEvent, render, renderHook, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"

import { Dialog } from "../dialog/Dialog.tsx"
import { Modal } from "../dialog/Modal.tsx"
import { Alert } from "./Alert.tsx"
import { AlertOutlet } from "./AlertOutlet.tsx"
import { useAlerts } from "./useAlerts.ts"

describe("Alert", () => {
  it("interrupts for danger and is polite otherwise", () => {
    render(
      <>
        <Alert type="danger">Broken</Alert>
        <Alert type="success">The agency was created</Alert>
      </>
    )
    expect(screen.getByRole("alert").textContent).toContain("Broken")
    expect(screen.getByRole("status").textContent).toContain("The agency was created")
  })

  it("renders a Dismiss button only when closable, and calls onClose", () => {
    const onClose = vi.fn()
    const { rerender } = render(<Alert type="warning">Careful</Alert>)
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull()
    rerender(
      <Alert type="warning" onClose={onClose}>
        Careful
      </Alert>
    )
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe("useAlerts and AlertOutlet", () => {
  function setup() {
    const store = createStore()
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    render(<AlertOutlet />, { wrapper })
    const { result } = renderHook(() => useAlerts(), { wrapper })
    return result
  }

  it("shows alerts and hides one when its Dismiss button is pressed", () => {
    const alerts = setup()
    act(() => {
      alerts.current.show({ type: "danger", content: "The server said no" })
      alerts.current.show({ type: "success", content: "Invitation Sent" })
    })
    expect(screen.getByRole("alert").textContent).toContain("The server said no")
    expect(screen.getByRole("status").textContent).toContain("Invitation Sent")

    fireEvent.click(screen.getAllByRole("button", { name: "Dismiss" })[0]!)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getByRole("status")).toBeTruthy()
    expect(alerts.current.alerts).toHaveLength(1)
  })

  it("dismisses by id and clears all", () => {
    const alerts = setup()
    let first = 0
    act(() => {
      first = alerts.current.show({ type: "warning", content: "One" })
      alerts.current.show({ type: "warning", content: "Two" })
    })
    act(() => alerts.current.dismiss(first))
    expect(screen.queryByText("One")).toBeNull()
    expect(screen.getByText("Two")).toBeTruthy()
    act(() => alerts.current.clear())
    expect(screen.queryByRole("status")).toBeNull()
  })

  it("keeps an alert raised while a modal is open reachable (not hidden with the rest of the page)", () => {
    const store = createStore()
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    render(
      <div>
        <AlertOutlet />
        <Modal isOpen onOpenChange={() => undefined}>
          <Dialog title="Busy" />
        </Modal>
      </div>,
      { wrapper }
    )
    const { result } = renderHook(() => useAlerts(), { wrapper })
    act(() => void result.current.show({ type: "success", content: <a href="/edit">Edit Page</a> }))
    const link = screen.getByRole("link", { name: "Edit Page" })
    expect(link.closest("[aria-hidden='true'], [inert]")).toBeNull()
  })
})
