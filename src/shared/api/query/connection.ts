// A runtime and the query cache whose queries run on it: what the app's connection and ApiProvider both build.
import type { QueryClient } from "@tanstack/react-query"

import type { ApiConnection, ApiRuntime } from "../runtime/runtime-context.ts"
import { createQueryClient } from "./query-client.ts"
import { registerRuntime } from "./runtime-registry.ts"

export const connectQueryCache = (runtime: ApiRuntime, queryClient: QueryClient = createQueryClient()): ApiConnection => {
  // The query options find the runtime through the client before any query runs.
  registerRuntime(queryClient, runtime)
  return { runtime, queryClient }
}
