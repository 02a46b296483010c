import { createFileRoute } from "@tanstack/react-router"

import { CustomPageCompletePage, CustomPageCompleteWithoutQuery } from "@/pages/custom-page-complete"

/** /portals-main/custom-page-complete?portal={id}&batch={id}: a page template's install, to its page. */
export const customPageSearch = (search: Record<string, unknown>): { portal: number; batch: string } => {
  const portal = Number(search["portal"])
  return {
    portal: Number.isSafeInteger(portal) && portal > 0 ? portal : 0,
    batch: typeof search["batch"] === "string" ? search["batch"] : ""
  }
}

export const Route = createFileRoute("/_main/portals-main/custom-page-complete")({
  validateSearch: customPageSearch,
  component: function CustomPageCompleteRoute() {
    const { portal, batch } = Route.useSearch()
    // Without its query the page says what it is for, rather than 404.
    if (portal === 0 || batch === "") return <CustomPageCompleteWithoutQuery />
    return <CustomPageCompletePage key={batch} portalId={portal} batchId={batch} />
  }
})
