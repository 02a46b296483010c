// /portals-main/{portal}/experiments/create: a new experiment in one form.
import { createFileRoute } from "@tanstack/react-router"

import { CreateExperimentPage } from "@/pages/experiments/create"

import { loadEditorPortal } from "../../../../loaders/editorPortal.ts"
import { parsePortalParam } from "../../../../loaders/params.ts"

export const Route = createFileRoute("/_main-detail/portals-main/$portal_/experiments/create")({
  params: { parse: parsePortalParam, stringify: ({ portal }) => ({ portal: String(portal) }) },
  loader: ({ context, params }) => loadEditorPortal(context, "member", params.portal),
  component: function CreateExperimentRoute() {
    return <CreateExperimentPage portalId={Route.useParams().portal} />
  }
})
