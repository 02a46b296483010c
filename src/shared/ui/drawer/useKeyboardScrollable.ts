// A drawer's body that scrolls but holds nothing a keyboard can reach (a portal's files, all up to date, every
// button disabled) takes focus itself, so the arrow keys and Page Down scroll it (WCAG 2.1.1, axe's
// scrollable-region-focusable). A body with a control to tab to needs no extra tab stop, and gets none.
import { type RefObject, useEffect, useState } from "react"

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function useKeyboardScrollable(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!active || element === null) return
    const check = () => setNeeded(element.scrollHeight > element.clientHeight && element.querySelector(TABBABLE) === null)
    check()
    // Content comes and goes (a list loads, a button is disabled while it works); the window changes height.
    const mutations = new MutationObserver(check)
    mutations.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "tabindex", "href"] })
    const resizes = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(check)
    resizes?.observe(element)
    return () => {
      mutations.disconnect()
      resizes?.disconnect()
    }
  }, [ref, active])
  return needed
}
