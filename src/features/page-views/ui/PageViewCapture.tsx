// Page view capture as a component, so the layout can load it lazily with the realtime bridge: only a signed-in
// user's views are recorded, and the login page's JavaScript need not carry it.
import { usePageViewCapture } from "../model/usePageViewCapture.ts"

export function PageViewCapture() {
  usePageViewCapture()
  return null
}
