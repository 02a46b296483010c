import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { useEffect } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { AlertOutlet } from "../alert/AlertOutlet.tsx"
import { alertsAtom } from "../alert/alertsAtom.ts"
import { type AlertsApi, useAlerts } from "../alert/useAlerts.ts"
import { Drawer } from "./Drawer.tsx"
import { drawerEntryProps } from "./drawerEntry.ts"
import { openDrawerAtom } from "./openDrawerAtom.ts"

/** The notices API of a component inside the Credits drawer, while it is mounted. */
let inCredits: AlertsApi | null = null
function CreditsContent() {
  const alerts = useAlerts()
  useEffect(() => {
    inCredits = alerts
  }, [alerts])
  return <p>Credit list</p>
}

function setup() {
  const store = createStore()
  render(
    <Provider store={store}>
      <Drawer name="credit" title="Credits">
        <CreditsContent />
      </Drawer>
      <Drawer name="log" title="Logs">
        <p>Log list</p>
      </Drawer>
      <AlertOutlet />
      {/* Two drawer entries, as the editor bar shows them: under the overlay while a drawer is open. */}
      <button type="button" {...drawerEntryProps("credit")} onClick={() => store.set(openDrawerAtom, "credit")}>
        Credits entry
      </button>
      <button type="button" {...drawerEntryProps("log")} onClick={() => store.set(openDrawerAtom, "log")}>
        Logs entry
      </button>
    </Provider>
  )
  // Laid out side by side at the top of the page, 100 px wide and 40 px high.
  const boxes: Record<string, DOMRect> = {
    "Credits entry": new DOMRect(100, 0, 100, 40),
    "Logs entry": new DOMRect(200, 0, 100, 40)
  }
  for (const [label, box] of Object.entries(boxes)) vi.spyOn(screen.getByText(label), "getBoundingClientRect").mockReturnValue(box)
  return store
}

let now = 0
beforeEach(() => {
  vi.useFakeTimers()
  now = 0
  vi.spyOn(performance, "now").mockImplementation(() => now)
  // happy-dom does no layout; give the panel a width for the "more than half shown" rule.
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(400)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const pointer = (clientX: number, clientY = 300) => ({ clientX, clientY, pointerId: 1, isPrimary: true, button: 0, pointerType: "touch" })

// The react-aria Modal element that slides; its parent is the overlay.
function panelOf(name: string): HTMLElement {
  const surface = document.querySelector(`[data-drawer="${name}"]`)
  if (!surface?.parentElement) throw new Error(`drawer ${name} is not rendered`)
  return surface.parentElement
}

/** A press on the overlay of the open drawer `name` at (x, y), as a mouse makes it. */
function pressOverlay(name: string, x: number, y: number) {
  const overlay = panelOf(name).parentElement as HTMLElement
  const at = { clientX: x, clientY: y, pointerId: 1, isPrimary: true, button: 0, pointerType: "mouse" }
  fireEvent.pointerDown(overlay, at)
  fireEvent.mouseDown(overlay, at)
  fireEvent.pointerUp(overlay, at)
  fireEvent.mouseUp(overlay, at)
  fireEvent.click(overlay, at)
}

function swipe(from: number, to: number, durationMs: number) {
  const target = screen.getByText("Credit list")
  fireEvent.pointerDown(target, pointer(from))
  now += durationMs / 2
  fireEvent.pointerMove(target, pointer(from + (to - from) / 2))
  now += durationMs / 2
  fireEvent.pointerMove(target, pointer(to))
  fireEvent.pointerUp(target, pointer(to))
}

describe("Drawer", () => {
  it("shows only the open drawer, titled", () => {
    const store = setup()
    expect(screen.queryByRole("dialog")).toBeNull()
    act(() => store.set(openDrawerAtom, "credit"))
    expect(screen.getByRole("dialog", { name: "Credits" }).textContent).toContain("Credit list")
    expect(screen.queryByText("Log list")).toBeNull()
  })

  it("a body that scrolls with nothing to tab to takes focus itself, so the keyboard can scroll it", () => {
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(2000)
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600)
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    const body = screen.getByRole("region", { name: "Credits" })
    expect(body.getAttribute("tabindex")).toBe("0")
    expect(body.textContent).toContain("Credit list")
    // A body that fits adds no tab stop.
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(600)
    act(() => store.set(openDrawerAtom, "log"))
    expect(within(screen.getByRole("dialog", { name: "Logs" })).queryByRole("region")).toBeNull()
  })

  it("closes on an overlay click and unmounts the content after 300 ms", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    const overlay = panelOf("credit").parentElement as HTMLElement
    fireEvent.pointerDown(overlay, pointer(5))
    fireEvent.pointerUp(overlay, pointer(5))
    fireEvent.click(overlay)
    expect(store.get(openDrawerAtom)).toBeNull()
    act(() => vi.advanceTimersByTime(299))
    expect(screen.getByText("Credit list")).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText("Credit list")).toBeNull()
  })

  it("does nothing when its own entry is pressed through the overlay", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    pressOverlay("credit", 150, 20)
    expect(store.get(openDrawerAtom)).toBe("credit")
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole("dialog", { name: "Credits" }).textContent).toContain("Credit list")
    // Beside the entries the overlay still closes it.
    pressOverlay("credit", 150, 300)
    expect(store.get(openDrawerAtom)).toBeNull()
  })

  it("opens the other drawer when that one's entry is pressed through the overlay", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    pressOverlay("credit", 250, 20)
    expect(store.get(openDrawerAtom)).toBe("log")
    act(() => vi.advanceTimersByTime(300))
    expect(screen.getByRole("dialog", { name: "Logs" })).toBeTruthy()
    expect(screen.queryByText("Credit list")).toBeNull()
  })

  it("closes on Escape and with its Close button", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" })
    expect(store.get(openDrawerAtom)).toBeNull()
    act(() => store.set(openDrawerAtom, "credit"))
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(store.get(openDrawerAtom)).toBeNull()
  })

  it("stays open after a swipe faster than 0.6 px/ms, however far it went (spec 1 section 4)", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    swipe(100, 200, 100) // 1 px/ms, a quarter hidden
    expect(store.get(openDrawerAtom)).toBe("credit")
    swipe(10, 390, 200) // 1.9 px/ms, almost all hidden
    expect(store.get(openDrawerAtom)).toBe("credit")
    swipe(10, 390, 1000) // 0.38 px/ms: settles by position, less than half shown
    expect(store.get(openDrawerAtom)).toBeNull()
  })

  it("stays open after a slow short drag and closes after a slow long one", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    swipe(100, 250, 1000) // 150 of 400 px hidden: more than half shown
    expect(store.get(openDrawerAtom)).toBe("credit")
    swipe(100, 320, 1000) // 220 px hidden: less than half shown
    expect(store.get(openDrawerAtom)).toBeNull()
  })

  it("ignores moves under the 20 px threshold, however fast", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    swipe(100, 115, 5)
    expect(store.get(openDrawerAtom)).toBe("credit")
  })

  it("follows the finger while dragging with a short transition", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    const panel = panelOf("credit")
    const target = screen.getByText("Credit list")
    fireEvent.pointerDown(target, pointer(100))
    fireEvent.pointerMove(target, pointer(160))
    expect(panel.style.transform).toBe("translateX(60px)")
    expect(panel.style.transition).toContain("0.03s")
    now += 1000
    fireEvent.pointerUp(target, pointer(160))
    expect(panel.style.transform).toBe("translateX(0)")
    expect(panel.style.transition).toContain("0.3s")
  })

  it("opening another drawer closes this one", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    act(() => store.set(openDrawerAtom, "log"))
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByText("Credit list")).toBeNull()
    expect(screen.getByRole("dialog", { name: "Logs" })).toBeTruthy()
  })

  it("stays open when an app alert shown in it is closed", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    act(() => void inCredits!.show({ type: "danger", content: "Saving failed" }))
    const close = within(screen.getByRole("alert")).getByRole("button", { name: "Dismiss" })
    fireEvent.pointerDown(close, pointer(5))
    fireEvent.pointerUp(close, pointer(5))
    fireEvent.click(close)
    expect(store.get(alertsAtom)).toEqual([])
    expect(store.get(openDrawerAtom)).toBe("credit")
  })

  it("puts its notices under its header, above its content, and drops them when it closes", () => {
    const store = setup()
    act(() => store.set(openDrawerAtom, "credit"))
    act(() => void inCredits!.show({ type: "danger", content: "Saving failed" }))
    const drawer = screen.getByRole("dialog", { name: "Credits" })
    const alert = screen.getByRole("alert")
    expect(alert.closest("[data-placement]")?.getAttribute("data-placement")).toBe("drawer")
    expect(drawer.contains(alert)).toBe(true)
    const header = drawer.querySelector("header")!
    const content = screen.getByText("Credit list")
    expect(header.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(alert.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(header.contains(alert)).toBe(false)

    act(() => store.set(openDrawerAtom, null))
    expect(screen.queryByRole("alert")).toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(store.get(alertsAtom)).toEqual([])
  })
})
