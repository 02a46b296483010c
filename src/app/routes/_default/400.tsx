import { createFileRoute } from "@tanstack/react-router"

import { BadRequestPage } from "@/pages/bad-request"

export const Route = createFileRoute("/_default/400")({ component: BadRequestPage })
