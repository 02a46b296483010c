import { createFileRoute } from "@tanstack/react-router"

import { RolloutsPage } from "@/pages/rollouts/list"

import { rolloutListSearch } from "../../../router/search.ts"

/** The rollouts the user can see. */
export const Route = createFileRoute("/_main/rollouts/")({ validateSearch: rolloutListSearch, component: RolloutsPage })
