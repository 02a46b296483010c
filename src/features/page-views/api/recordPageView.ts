// POST /auth/api/v2/page-views: the app's own page-view beacon (no third party).
import { Effect } from "effect"

import { ApiClient } from "@/shared/api"

export const recordPageView = (path: string) =>
  ApiClient.pipe(Effect.flatMap((api) => api.call((client) => client.pageViews.record({ payload: { path } }))))
