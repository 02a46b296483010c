import { act, render, renderHook } from "@testing-library/react"
import { createRef, type Ref, type RefObject, useImperativeHandle, useRef, useState } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { useFocusWhenShown } from "./useFocusWhenShown.ts"
import { useKeepFocus, useListFocus } from "./useKeepFocus.ts"

/** What a test does to a harness component: watch for lost focus (and take the List's row away). */
interface Keeper {
  readonly keep: () => void
}
interface Controls extends Keeper {
  readonly remove: () => void
}

/** What a harness exposed through its ref (set once it has mounted). */
const controlsOf = <T,>(handle: RefObject<T | null>): T => {
  if (handle.current === null) throw new Error("The harness has not mounted")
  return handle.current
}

function List({ ref: handle }: { ref: Ref<Controls> }) {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(true)
  const keep = useKeepFocus(ref)
  useImperativeHandle(handle, () => ({ keep, remove: () => setShown(false) }), [keep])
  return (
    <div ref={ref} tabIndex={-1} data-testid="list">
      {shown ? <button type="button">Delete row</button> : null}
    </div>
  )
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe("useKeepFocus", () => {
  it("moves focus that fell to the body back to the list", () => {
    const handle = createRef<Controls>()
    const { getByRole, getByTestId } = render(<List ref={handle} />)
    getByRole("button").focus()
    act(() => controlsOf(handle).keep())
    act(() => controlsOf(handle).remove())
    expect(document.activeElement).toBe(document.body)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByTestId("list"))
  })

  it("leaves focus elsewhere alone and stops watching after about two seconds", () => {
    const handle = createRef<Controls>()
    const { getByRole } = render(<List ref={handle} />)
    act(() => controlsOf(handle).keep())
    getByRole("button").focus()
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button"))
    act(() => vi.advanceTimersByTime(3000))
    act(() => controlsOf(handle).remove())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(document.body)
  })

  it("reloads after a delete and keeps focus in the list", () => {
    const reload = vi.fn()
    const { result } = renderHook(() => useListFocus(reload))
    const list = document.createElement("div")
    list.tabIndex = -1
    document.body.append(list)
    result.current.ref.current = list
    act(() => result.current.afterDelete())
    expect(reload).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(list)
    list.remove()
  })
})

/** A list of rows with Delete buttons under a search field, as the admin drawers' lists are. */
function Rows({ names, ref: handle }: { names: ReadonlyArray<string>; ref: Ref<Keeper> }) {
  const { ref, keepFocus } = useListFocus(() => {})
  useImperativeHandle(handle, () => ({ keep: keepFocus }), [keepFocus])
  return (
    <div role="dialog" aria-label="Drawer" tabIndex={-1} data-testid="drawer">
      <div ref={ref} tabIndex={-1} data-testid="rows">
        <input aria-label="Search" />
        <div role="grid" tabIndex={-1}>
          <div role="row">
            <span role="columnheader">Name</span>
          </div>
          {names.map((name) => (
            <div role="row" key={name}>
              <button type="button" aria-label={`Edit ${name}`}>
                Edit
              </button>
              <button type="button" aria-label={`Delete ${name}`}>
                Delete
              </button>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

describe("useListFocus after 'Deleted!' closes", () => {
  it("focus lost to the drawer goes to the same control in the row that took the deleted row's place", () => {
    const handle = createRef<Keeper>()
    const { getByRole, getByTestId, rerender } = render(<Rows names={["A", "B", "C"]} ref={handle} />)
    getByRole("button", { name: "Delete B" }).focus()
    rerender(<Rows names={["A", "C"]} ref={handle} />)
    // The dialog's focus restore found no opener and fell back to the drawer.
    getByTestId("drawer").focus()
    act(() => controlsOf(handle).keep())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Delete C" }))
  })

  it("focus the table took when its focused row went away comes back to a row", () => {
    const handle = createRef<Keeper>()
    const { getByRole, rerender } = render(<Rows names={["A", "B"]} ref={handle} />)
    getByRole("button", { name: "Delete A" }).focus()
    rerender(<Rows names={["B"]} ref={handle} />)
    getByRole("grid").focus()
    act(() => controlsOf(handle).keep())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Delete B" }))
  })

  it("focus the dialog's restore put on the drawer's close button comes back to the list", () => {
    const handle = createRef<Keeper>()
    const { getByRole } = render(<Rows names={["A", "B"]} ref={handle} />)
    getByRole("button", { name: "Delete A" }).focus()
    const close = document.createElement("button")
    close.textContent = "×"
    getByRole("dialog").prepend(close)
    close.focus()
    act(() => controlsOf(handle).keep())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Delete A" }))
  })

  it("the last row deleted: the row before it; no rows left: the list's first control", () => {
    const handle = createRef<Keeper>()
    const { getByRole, rerender } = render(<Rows names={["A", "B"]} ref={handle} />)
    getByRole("button", { name: "Delete B" }).focus()
    rerender(<Rows names={["A"]} ref={handle} />)
    act(() => controlsOf(handle).keep())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Delete A" }))
    rerender(<Rows names={[]} ref={handle} />)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("textbox", { name: "Search" }))
  })
})

describe("useFocusWhenShown", () => {
  function Later({ shown, focusOn }: { shown: boolean; focusOn: RefObject<((name: string) => void) | null> }) {
    const ref = useRef<HTMLDivElement>(null)
    const focusWhenShown = useFocusWhenShown(ref)
    useImperativeHandle(focusOn, () => focusWhenShown, [focusWhenShown])
    return (
      <div ref={ref} tabIndex={-1} data-testid="list">
        <input aria-label="Search" />
        {shown ? (
          <button type="button" aria-label="Edit Acme">
            Edit
          </button>
        ) : null}
      </div>
    )
  }

  it("waits on the list until the named control shows, then focuses it", () => {
    const focusOn = createRef<(name: string) => void>()
    const { getByRole, getByTestId, rerender } = render(<Later shown={false} focusOn={focusOn} />)
    act(() => controlsOf(focusOn)("Edit Acme"))
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByTestId("list"))
    rerender(<Later shown focusOn={focusOn} />)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Edit Acme" }))
  })

  it("never shown: ends on the list's first control; a key the user presses ends the watch", () => {
    const focusOn = createRef<(name: string) => void>()
    const { getByRole } = render(<Later shown={false} focusOn={focusOn} />)
    act(() => controlsOf(focusOn)("Edit Gone"))
    act(() => vi.advanceTimersByTime(5_000))
    expect(document.activeElement).toBe(getByRole("textbox", { name: "Search" }))
    act(() => controlsOf(focusOn)("Edit Gone"))
    document.body.focus()
    act(() => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" })))
    act(() => vi.advanceTimersByTime(100))
    expect(document.activeElement).toBe(document.body)
  })
})
