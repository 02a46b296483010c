// /portals-main/{portal}/experiments: the portal's page experiments.
import { createFileRoute } from "@tanstack/react-router"

import { ExperimentsPage } from "@/pages/experiments/list"

import { loadEditorPortal } from "../../../../loaders/editorPortal.ts"
import { parsePortalParam } from "../../../../loaders/params.ts"

export const Route = createFileRoute("/_main-detail/portals-main/$portal_/experiments/")({
  params: { parse: parsePortalParam, stringify: ({ portal }) => ({ portal: String(portal) }) },
  loader: ({ context, params }) => loadEditorPortal(context, "member", params.portal),
  component: function ExperimentsRoute() {
    const opening = Route.useLoaderData()
    const { portal } = Route.useParams()
    return <ExperimentsPage portalId={portal} {...(opening.kind === "ready" ? { portalName: opening.portal.name } : {})} />
  }
})
