import { createFileRoute } from "@tanstack/react-router"

import { PortalsMainPage } from "@/pages/portals-main"

import { portalListSearch } from "../../../router/search.ts"

export const Route = createFileRoute("/_main/portals-main/")({
  validateSearch: portalListSearch,
  component: PortalsMainPage
})
