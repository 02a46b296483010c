// Finding where focus should go in a list whose focused control went away.

const FOCUSABLE =
  "input:not([disabled]):not([type=hidden]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex='0']"

/**
 * Focus is lost from `root`'s point of view: on the body, nowhere, on something around the list (the
 * drawer holding it), or, when `rootToo` (a better place is known), on the list container or its table
 * itself, or on a control of the drawer outside the list (its close button, where a dialog's focus restore falls back when
 * the control that opened it is gone).
 */
export const isFocusLost = (root: HTMLElement, rootToo: boolean): boolean => {
  const active = document.activeElement
  if (active === null || active === document.body) return true
  // A table whose focused row went away focuses itself: no better than the container.
  if (active === root || (root.contains(active) && active.getAttribute("role") === "grid")) return rootToo
  if (root.contains(active)) return false
  if (active.contains(root)) return true
  const drawer = root.closest("[role=dialog]")
  return rootToo && drawer !== null && drawer.contains(active)
}

/** The list's first control a user can reach (its search field, its Add button, a row's control). */
export const focusableIn = (root: HTMLElement): HTMLElement | null => root.querySelector<HTMLElement>(FOCUSABLE)

/**
 * The control named like `name` with its first word ("Delete", "Edit") in the row now at position `row`,
 * or in the last row when fewer are left; null when no row has one.
 */
export const sameControlInRow = (root: HTMLElement, row: number, name: string): HTMLElement | null => {
  if (row < 0) return null
  const verb = name.split(/\s+/)[0] ?? ""
  if (verb === "") return null
  const rows = [...root.querySelectorAll("[role=row]")]
  for (let index = Math.min(row, rows.length - 1); index >= 0; index--) {
    const control = [...rows[index]!.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().split(/\s+/)[0] === verb
    )
    if (control !== undefined) return control
  }
  return null
}
