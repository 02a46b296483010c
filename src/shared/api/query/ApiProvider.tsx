// The API's providers: the Effect runtime requests run on and the query cache their results live in.
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { type ReactNode, useMemo, useState } from "react"

import { ApiAccessContext, type ApiRuntime, loadedAccess } from "../runtime/runtime-context.ts"
import { connectQueryCache } from "./connection.ts"
import { createQueryClient, type QueryClientOptions } from "./query-client.ts"

export interface ApiProviderProps {
  readonly runtime: ApiRuntime
  /** The app passes its own (the router's loaders share it); tests and stories get a fresh one each. */
  readonly queryClient?: QueryClient
  /** For the client made here when none is passed. */
  readonly cache?: QueryClientOptions
  readonly children: ReactNode
}

/** A runtime built already: tests and stories. */
export function ApiProvider({ runtime, queryClient, cache, children }: ApiProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient(cache))
  const access = useMemo(() => loadedAccess(connectQueryCache(runtime, client)), [runtime, client])
  return (
    <ApiAccessContext.Provider value={access}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ApiAccessContext.Provider>
  )
}
