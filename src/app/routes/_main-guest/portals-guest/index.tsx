import { createFileRoute } from "@tanstack/react-router"

import { PortalsGuestPage } from "@/pages/portals-guest"

export const Route = createFileRoute("/_main-guest/portals-guest/")({ component: PortalsGuestPage })
