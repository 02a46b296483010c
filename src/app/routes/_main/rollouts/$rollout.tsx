import { createFileRoute } from "@tanstack/react-router"

import { RolloutPage } from "@/pages/rollouts/progress"

/** A rollout's id is a UUID; anything else is no rollout (Not Found). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const Route = createFileRoute("/_main/rollouts/$rollout")({
  params: { parse: ({ rollout }) => (UUID.test(rollout) ? { rollout } : false), stringify: ({ rollout }) => ({ rollout }) },
  component: function RolloutRoute() {
    const { rollout } = Route.useParams()
    return <RolloutPage key={rollout} rolloutId={rollout} />
  }
})
