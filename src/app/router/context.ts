// What every route's beforeLoad and loader receive: the app's jotai store, API runtime and query cache (the
// loaders fill the cache with the options the pages then read).
import type { QueryClient } from "@tanstack/react-query"
import type { createStore } from "jotai"

import type { ApiRuntime } from "@/shared/api"

export interface RouterContext {
  readonly store: ReturnType<typeof createStore>
  readonly runtime: ApiRuntime
  readonly queryClient: QueryClient
}
