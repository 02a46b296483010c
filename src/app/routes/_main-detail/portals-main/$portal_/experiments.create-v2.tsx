// /portals-main/{portal}/experiments/create-v2: a new experiment step by step.
import { createFileRoute } from "@tanstack/react-router"

import { CreateExperimentWizard } from "@/pages/experiments/create"

import { loadEditorPortal } from "../../../../loaders/editorPortal.ts"
import { parsePortalParam } from "../../../../loaders/params.ts"

export const Route = createFileRoute("/_main-detail/portals-main/$portal_/experiments/create-v2")({
  params: { parse: parsePortalParam, stringify: ({ portal }) => ({ portal: String(portal) }) },
  loader: ({ context, params }) => loadEditorPortal(context, "member", params.portal),
  component: function CreateExperimentWizardRoute() {
    return <CreateExperimentWizard portalId={Route.useParams().portal} />
  }
})
