// A view that replaced a list (an add or edit form) closes: the control that had focus is gone and a
// drawer's focus trap falls back to its first control (the close button). Once the list is back, focus
// goes to the control named `name` (the saved row's Edit button, or the Add button) as soon as the list
// shows it, else to the list's first control. It gives up after a few seconds, or as soon as the user
// clicks or types elsewhere.
import { type RefObject, useCallback, useEffect, useRef } from "react"

import { focusableIn } from "./targets.ts"

const WATCH_FRAMES = 180
/** Frames the control must keep focus before the watch ends (a focus trap may take it back once). */
const HOLD_FRAMES = 3

const named = (root: HTMLElement, name: string): HTMLElement | null =>
  [...root.querySelectorAll<HTMLElement>("button, a[href], input")].find(
    (element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim() === name
  ) ?? null

export function useFocusWhenShown(container: RefObject<HTMLElement | null>): (name: string) => void {
  const stop = useRef<(() => void) | null>(null)
  useEffect(() => () => stop.current?.(), [])
  return useCallback(
    (name: string) => {
      stop.current?.()
      let frame = 0
      let left = WATCH_FRAMES
      let held = 0
      const end = () => {
        cancelAnimationFrame(frame)
        document.removeEventListener("pointerdown", end, true)
        document.removeEventListener("keydown", end, true)
        stop.current = null
      }
      const check = () => {
        const root = container.current
        const control = root === null ? null : named(root, name)
        if (control !== null) {
          if (document.activeElement !== control) {
            held = 0
            control.focus()
          } else if (++held >= HOLD_FRAMES) return end()
        } else if (root !== null && (!root.contains(document.activeElement) || (left <= 1 && document.activeElement === root))) {
          // Until the list shows the control, focus waits on the list (tabIndex -1), then its first control.
          ;(left <= 1 ? (focusableIn(root) ?? root) : root).focus()
        }
        left -= 1
        if (left <= 0) return end()
        frame = requestAnimationFrame(check)
      }
      document.addEventListener("pointerdown", end, true)
      document.addEventListener("keydown", end, true)
      stop.current = end
      frame = requestAnimationFrame(check)
    },
    [container]
  )
}
