import { createFileRoute } from "@tanstack/react-router"

import { guard, guest } from "../guards/index.ts"
import { MainDetailGuestLayout } from "../layouts/MainDetailGuestLayout.tsx"

export const Route = createFileRoute("/_main-detail-guest")({ beforeLoad: guard(guest), component: MainDetailGuestLayout })
