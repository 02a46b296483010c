// What every route's beforeLoad and loader receive: the app's jotai store and its API access. A loader awaits
// `api.ready()` for the runtime and the query cache (the loaders fill the cache with the options the pages
// then read); the root's beforeLoad has loaded them already for every route but the login page.
import type { createStore } from "jotai"

import type { ApiAccess } from "@/shared/api"

export interface RouterContext {
  readonly store: ReturnType<typeof createStore>
  readonly api: ApiAccess
}
