// What every route's beforeLoad and loader receive: the app's jotai store and API runtime.
import type { createStore } from "jotai"

import type { ApiRuntime } from "@/shared/api"

export interface RouterContext {
  readonly store: ReturnType<typeof createStore>
  readonly runtime: ApiRuntime
}
