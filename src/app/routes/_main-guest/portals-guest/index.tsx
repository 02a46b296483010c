import { createFileRoute } from "@tanstack/react-router"

import { PortalsGuestPage } from "@/pages/portals-guest"

import { lazySearch } from "../../../router/searchGate.ts"

export const Route = createFileRoute("/_main-guest/portals-guest/")({
  validateSearch: lazySearch("portalListSearch"),
  component: PortalsGuestPage
})
