import { act, render, renderHook } from "@testing-library/react"
import { useRef, useState } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
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

  it("leaves focus elsewhere alone and stops watching after about a second", () => {
    const { getByRole } = render(<List />)
    act(() => keep())
    getByRole("button").focus()
    act(() => vi.advanceTimersToNextFrame())
    expect(document.activeElement).toBe(getByRole("button"))
    act(() => vi.advanceTimersByTime(2000))
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
