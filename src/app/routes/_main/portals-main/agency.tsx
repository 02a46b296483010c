import { createFileRoute } from "@tanstack/react-router"

import { AgencyChooserPage } from "@/pages/agency-chooser"

import { agencyAdminOnly, guard } from "../../../guards/index.ts"

/** Add Portal with several agencies: choose the agency first (spec 1 section 2). */
export const Route = createFileRoute("/_main/portals-main/agency")({
  beforeLoad: guard(agencyAdminOnly),
  component: AgencyChooserPage
})
