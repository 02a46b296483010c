// /portals-main/{portal}/experiments/{experiment}: one experiment's results and actions.
import { createFileRoute } from "@tanstack/react-router"

import { ExperimentDetailPage } from "@/pages/experiments/detail"

import { loadEditorPortal } from "../../../../loaders/editorPortal.ts"
import { parsePortalParam } from "../../../../loaders/params.ts"

const parseExperiment = ({ experiment }: { experiment: string }): { experiment: number } | false => {
  const id = Number(experiment)
  return /^\d+$/.test(experiment) && Number.isSafeInteger(id) && id > 0 ? { experiment: id } : false
}

export const Route = createFileRoute("/_main-detail/portals-main/$portal_/experiments/$experiment")({
  params: {
    parse: (raw) => {
      const portal = parsePortalParam(raw)
      const experiment = parseExperiment(raw)
      return portal === false || experiment === false ? false : { ...portal, ...experiment }
    },
    stringify: ({ portal, experiment }) => ({ portal: String(portal), experiment: String(experiment) })
  },
  loader: ({ context, params }) => loadEditorPortal(context, "member", params.portal),
  component: function ExperimentDetailRoute() {
    const { portal, experiment } = Route.useParams()
    return <ExperimentDetailPage portalId={portal} experimentId={experiment} />
  }
})
