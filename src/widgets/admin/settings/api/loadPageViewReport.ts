// GET /auth/api/v2/page-views?days=: views per path over the period (super admins only).
import { Effect } from "effect"

import { ApiClient, type ApiError, type PageViewPeriod, type PageViewReport } from "@/shared/api"

export const loadPageViewReport = (days: PageViewPeriod): Effect.Effect<PageViewReport, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.pageViews.report({ urlParams: { days } }))),
    Effect.map(({ data }) => data)
  )
