import { createFileRoute } from "@tanstack/react-router"

import { NewRolloutPage } from "@/pages/rollouts/wizard"

import { lazySearch } from "../../../router/searchGate.ts"

/** A new rollout: the portals, the module, the preview, then the start. */
export const Route = createFileRoute("/_main/rollouts/new")({ validateSearch: lazySearch("newRolloutSearch"), component: NewRolloutPage })
