// Which Effect runtime a query cache's requests run on. The ApiProvider registers its runtime for its
// QueryClient, so query options built at module level (no React context) find it through the client
// TanStack Query hands every query function: the same options serve components and route loaders.
import type { QueryClient } from "@tanstack/react-query"

import type { ApiRuntime } from "../runtime/runtime-context.ts"

const runtimes = new WeakMap<QueryClient, ApiRuntime>()

export const registerRuntime = (client: QueryClient, runtime: ApiRuntime): void => void runtimes.set(client, runtime)

export const runtimeOf = (client: QueryClient): ApiRuntime => {
  const runtime = runtimes.get(client)
  if (runtime === undefined) throw new Error("This QueryClient has no API runtime: mount it through ApiProvider")
  return runtime
}
