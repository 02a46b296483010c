import { createFileRoute } from "@tanstack/react-router"

import { PortalsGuestPage } from "@/pages/portals-guest"

import { portalListSearch } from "../../../router/search.ts"

export const Route = createFileRoute("/_main-guest/portals-guest/")({
  validateSearch: portalListSearch,
  component: PortalsGuestPage
})
