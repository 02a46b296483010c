// One page of the activity log (GET /auth/api/v2/logs; paging in data: last_page, total).
import { Effect } from "effect"

import { ApiClient, type ApiError, type LogEntry, type LogListParams } from "@/shared/api"

export interface LogPage {
  readonly rows: ReadonlyArray<LogEntry>
  readonly totalPages: number
  readonly total: number
}

export const listLogs = (params: LogListParams): Effect.Effect<LogPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.logs.list({ urlParams: params }))),
    Effect.map(({ data }) => ({ rows: data.data, totalPages: data.last_page, total: data.total }))
  )
