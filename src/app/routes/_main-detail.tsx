import { createFileRoute } from "@tanstack/react-router"

import { guard, loggedIn } from "../guards/index.ts"
import { MainDetailLayout } from "../layouts/MainDetailLayout.tsx"

export const Route = createFileRoute("/_main-detail")({ beforeLoad: guard(loggedIn), component: MainDetailLayout })
