import { act, render, renderHook } from "@testing-library/react"
import { useRef, useState } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { useFocusWhenShown } from "./useFocusWhenShown.ts"
import { useKeepFocus, useListFocus } from "./useKeepFocus.ts"

let keep: () => void = () => {}
let remove: () => void = () => {}

function List() {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(true)
  keep = useKeepFocus(ref)
  remove = () => setShown(false)
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
    const { getByRole, getByTestId } = render(<List />)
    getByRole("button").focus()
    act(() => keep())
    act(() => remove())
    expect(document.activeElement).toBe(document.body)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByTestId("list"))
  })

  it("leaves focus elsewhere alone and stops watching after about two seconds", () => {
    const { getByRole } = render(<List />)
    act(() => keep())
    getByRole("button").focus()
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button"))
    act(() => vi.advanceTimersByTime(3000))
    act(() => remove())
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
function Rows({ names }: { names: ReadonlyArray<string> }) {
  const focus = useListFocus(() => {})
  keep = focus.keepFocus
  return (
    <div role="dialog" aria-label="Drawer" tabIndex={-1} data-testid="drawer">
      <div ref={focus.ref} tabIndex={-1} data-testid="rows">
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
    const { getByRole, getByTestId, rerender } = render(<Rows names={["A", "B", "C"]} />)
    getByRole("button", { name: "Delete B" }).focus()
    rerender(<Rows names={["A", "C"]} />)
    // The dialog's focus restore found no opener and fell back to the drawer.
    getByTestId("drawer").focus()
    act(() => keep())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Delete C" }))
  })

  it("focus the table took when its focused row went away comes back to a row", () => {
    const { getByRole, rerender } = render(<Rows names={["A", "B"]} />)
    getByRole("button", { name: "Delete A" }).focus()
    rerender(<Rows names={["B"]} />)
    getByRole("grid").focus()
    act(() => keep())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Delete B" }))
  })

  it("focus the dialog's restore put on the drawer's close button comes back to the list", () => {
    const { getByRole } = render(<Rows names={["A", "B"]} />)
    getByRole("button", { name: "Delete A" }).focus()
    const close = document.createElement("button")
    close.textContent = "×"
    getByRole("dialog").prepend(close)
    close.focus()
    act(() => keep())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Delete A" }))
  })

  it("the last row deleted: the row before it; no rows left: the list's first control", () => {
    const { getByRole, rerender } = render(<Rows names={["A", "B"]} />)
    getByRole("button", { name: "Delete B" }).focus()
    rerender(<Rows names={["A"]} />)
    act(() => keep())
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Delete A" }))
    rerender(<Rows names={[]} />)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("textbox", { name: "Search" }))
  })
})

describe("useFocusWhenShown", () => {
  let focusOn: (name: string) => void = () => {}
  function Later({ shown }: { shown: boolean }) {
    const ref = useRef<HTMLDivElement>(null)
    focusOn = useFocusWhenShown(ref)
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
    const { getByRole, getByTestId, rerender } = render(<Later shown={false} />)
    act(() => focusOn("Edit Acme"))
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByTestId("list"))
    rerender(<Later shown />)
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button", { name: "Edit Acme" }))
  })

  it("never shown: ends on the list's first control; a key the user presses ends the watch", () => {
    const { getByRole } = render(<Later shown={false} />)
    act(() => focusOn("Edit Gone"))
    act(() => vi.advanceTimersByTime(5_000))
    expect(document.activeElement).toBe(getByRole("textbox", { name: "Search" }))
    act(() => focusOn("Edit Gone"))
    document.body.focus()
    act(() => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" })))
    act(() => vi.advanceTimersByTime(100))
    expect(document.activeElement).toBe(document.body)
  })
})
