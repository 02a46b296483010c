import { createFileRoute } from "@tanstack/react-router"

import { guard, guest } from "../guards/index.ts"
import { MainGuestLayout } from "../layouts/MainGuestLayout.tsx"

export const Route = createFileRoute("/_main-guest")({ beforeLoad: guard(guest), component: MainGuestLayout })
