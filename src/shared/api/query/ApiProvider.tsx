// The API's providers: the Effect runtime requests run on and the query cache their results live in.
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { type ReactNode, useState } from "react"

import { type ApiRuntime, ApiRuntimeContext } from "../runtime/runtime-context.ts"
import { createQueryClient, type QueryClientOptions } from "./query-client.ts"
import { registerRuntime } from "./runtime-registry.ts"

export interface ApiProviderProps {
  readonly runtime: ApiRuntime
  /** The app passes its own (the router's loaders share it); tests and stories get a fresh one each. */
  readonly queryClient?: QueryClient
  /** For the client made here when none is passed. */
  readonly cache?: QueryClientOptions
  readonly children: ReactNode
}

export function ApiProvider({ runtime, queryClient, cache, children }: ApiProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient(cache))
  // Idempotent: the query options find the runtime through the client before any query runs.
  registerRuntime(client, runtime)
  return (
    <ApiRuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ApiRuntimeContext.Provider>
  )
}
