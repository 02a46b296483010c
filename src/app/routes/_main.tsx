import { createFileRoute } from "@tanstack/react-router"

import { guard, loggedIn } from "../guards/index.ts"
import { MainLayout } from "../layouts/MainLayout.tsx"

export const Route = createFileRoute("/_main")({ beforeLoad: guard(loggedIn), component: MainLayout })
