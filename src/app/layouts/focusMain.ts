// Moves focus to the page's content: its main heading (after a navigation, so a screen reader starts
// there) or the main landmark itself (the skip link). Elements that take no focus get tabindex -1.

const focusable = (element: HTMLElement) => {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1")
  element.focus({ preventScroll: false })
  return true
}

/** Returns false when the page has no main landmark yet. */
export const focusMain = (root: Document, options: { preferHeading: boolean }): boolean => {
  const main = root.querySelector<HTMLElement>("main")
  if (main === null) return false
  if (!main.id) main.id = "main-content"
  const heading = options.preferHeading ? main.querySelector<HTMLElement>("h1") : null
  return focusable(heading ?? main)
}

/** After a navigation: only when focus was lost to the body (a field the page focused itself stays focused). */
export const focusLostToBody = (root: Document): boolean => root.activeElement === null || root.activeElement === root.body
