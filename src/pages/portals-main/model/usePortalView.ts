// Which view of the portals the page shows: the card grid (the default, so a plain /portals-main stays as it
// was) or the health table. It lives in the address (`view=health`), so Back, a reload or a shared link keeps it.
import { Schema } from "effect"

import { decodeParam, useAddressSearch } from "@/shared/lib/paged-list"

export const PortalView = Schema.Literal("cards", "health")
export type PortalView = typeof PortalView.Type

export function usePortalView(): { readonly view: PortalView; readonly setView: (view: PortalView) => void } {
  const { search, write } = useAddressSearch()
  const view = decodeParam(PortalView)(search["view"]) ?? "cards"
  // Pushed: another view is a step of its own, as following a link would be.
  const setView = (next: PortalView) => write({ view: next === "cards" ? undefined : next }, { push: true })
  return { view, setView }
}
