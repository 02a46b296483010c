import { createFileRoute } from "@tanstack/react-router"

import { PortalEditorPage } from "@/pages/portal-editor"

import { loadEditorPortal } from "../../../loaders/editorPortal.ts"
import { parsePortalParam } from "../../../loaders/params.ts"

export const Route = createFileRoute("/_main-detail-guest/portals-guest/$portal")({
  params: { parse: parsePortalParam, stringify: ({ portal }) => ({ portal: String(portal) }) },
  loader: ({ context, params }) => loadEditorPortal(context, "guest", params.portal),
  component: function GuestPortalEditorRoute() {
    return <PortalEditorPage opening={Route.useLoaderData()} listPath="/portals-guest" />
  }
})
