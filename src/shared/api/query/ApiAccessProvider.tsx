// The app's API provider: the connection loads after first paint (see runtime-context.ts), and its query cache is
// handed to TanStack Query's context once it has. Only the context is imported, which keeps the query library out
// of the first bundle; the app's connection mounts and unmounts its client itself (what QueryClientProvider does).
import { QueryClientContext } from "@tanstack/react-query"
import { type ReactNode, useSyncExternalStore } from "react"

import { type ApiAccess, ApiAccessContext, useApiConnection } from "../runtime/runtime-context.ts"

export function ApiAccessProvider({ access, children }: { readonly access: ApiAccess; readonly children: ReactNode }) {
  const connection = useSyncExternalStore(access.subscribe, access.current)
  return (
    <ApiAccessContext.Provider value={access}>
      <QueryClientContext.Provider value={connection?.queryClient}>{children}</QueryClientContext.Provider>
    </ApiAccessContext.Provider>
  )
}

/** Renders its children once the connection has loaded, suspending until then (a modal the login page opens). */
export function ApiReady({ children }: { readonly children: ReactNode }) {
  useApiConnection()
  return children
}
