// The plans an agency may be placed on (GET /agency/api/v2/plans, active plans, at most 100).
import { Effect } from "effect"

import { ApiClient, type ApiError, type Plan } from "@/shared/api"

export const PLAN_LIST_LIMIT = 100

export const listPlans: Effect.Effect<ReadonlyArray<Plan>, ApiError, ApiClient> = ApiClient.pipe(
  Effect.flatMap((api) => api.call((client) => client.plans.list({ urlParams: { limit: PLAN_LIST_LIMIT } }))),
  Effect.map(({ data }) => data.data)
)
