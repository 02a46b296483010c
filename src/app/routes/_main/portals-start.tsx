import { createFileRoute } from "@tanstack/react-router"

import { PortalsStartPage } from "@/pages/portals-start"

/** Where an agency begins: the steps to a first portal, and Add Portal (spec 1 names the route only). */
export const Route = createFileRoute("/_main/portals-start")({
  component: PortalsStartPage
})
