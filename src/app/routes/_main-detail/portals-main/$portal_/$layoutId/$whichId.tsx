// /portals-main/{portal}/{layoutId}/{whichId}: the editor with a saved layout (1) or history item (2)
// open. `$portal_` keeps this route beside the plain editor route instead of inside it.
import { createFileRoute } from "@tanstack/react-router"

import { PortalEditorPage } from "@/pages/portal-editor"

import { loadEditorItem } from "../../../../../loaders/editorItem.ts"
import { loadEditorPortal } from "../../../../../loaders/editorPortal.ts"
import { parseItemParams, parsePortalParam } from "../../../../../loaders/params.ts"

export const Route = createFileRoute("/_main-detail/portals-main/$portal_/$layoutId/$whichId")({
  params: {
    parse: (raw) => {
      const portal = parsePortalParam(raw)
      const item = parseItemParams(raw)
      return portal === false || item === false ? false : { ...portal, ...item }
    },
    stringify: ({ portal, layoutId, whichId }) => ({ portal: String(portal), layoutId: String(layoutId), whichId: String(whichId) })
  },
  loader: async ({ context, params }) => {
    const opening = await loadEditorPortal(context, "member", params.portal)
    const item = opening.kind === "ready" ? await loadEditorItem(context, params.layoutId, params.whichId) : undefined
    return { opening, item }
  },
  component: function PortalEditorItemRoute() {
    const { opening, item } = Route.useLoaderData()
    return <PortalEditorPage opening={opening} listPath="/portals-main" {...(item === undefined ? {} : { item })} />
  }
})
