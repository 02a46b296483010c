import { createFileRoute } from "@tanstack/react-router"

import { RolloutsPage } from "@/pages/rollouts/list"

import { lazySearch } from "../../../router/searchGate.ts"

/** The rollouts the user can see. */
export const Route = createFileRoute("/_main/rollouts/")({ validateSearch: lazySearch("rolloutListSearch"), component: RolloutsPage })
