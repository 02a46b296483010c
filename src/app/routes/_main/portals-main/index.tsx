import { createFileRoute } from "@tanstack/react-router"

import { PortalsMainPage } from "@/pages/portals-main"

import { lazySearch } from "../../../router/searchGate.ts"

export const Route = createFileRoute("/_main/portals-main/")({
  validateSearch: lazySearch("portalListSearch"),
  component: PortalsMainPage
})
