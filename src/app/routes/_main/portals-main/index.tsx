import { createFileRoute } from "@tanstack/react-router"

import { PortalsMainPage } from "@/pages/portals-main"

export const Route = createFileRoute("/_main/portals-main/")({ component: PortalsMainPage })
