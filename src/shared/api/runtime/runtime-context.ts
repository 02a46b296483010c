// The app builds one ManagedRuntime and one query cache; lower layers reach them through this context, never by
// importing app. The app loads them after the login page has painted (the Effect runtime and the query cache are
// most of the JavaScript), so what the context holds is an access that may still be loading: useRuntime()
// suspends until it has loaded, and code outside React awaits ready(). Tests and stories hand in a loaded one.
import type { QueryClient } from "@tanstack/react-query"
import type { ManagedRuntime } from "effect"
import { createContext, use, useContext } from "react"

import type { ApiClient } from "../client/api-client.ts"

export type ApiRuntime = ManagedRuntime.ManagedRuntime<ApiClient, never>

/** The runtime requests run on and the cache their answers live in, loaded together. */
export interface ApiConnection {
  readonly runtime: ApiRuntime
  readonly queryClient: QueryClient
}

export interface ApiAccess {
  /** The connection once loaded; null before. */
  readonly current: () => ApiConnection | null
  /** Loads the connection (once) and resolves with it; the same promise every time until disposed. */
  readonly ready: () => Promise<ApiConnection>
  /** Called when the connection is loaded or disposed. */
  readonly subscribe: (listener: () => void) => () => void
}

export const ApiAccessContext = createContext<ApiAccess | null>(null)

/** An access over a connection built already (tests, stories). */
export const loadedAccess = (connection: ApiConnection): ApiAccess => {
  const ready = Promise.resolve(connection)
  return { current: () => connection, ready: () => ready, subscribe: () => () => undefined }
}

export function useApiAccess(): ApiAccess {
  const access = useContext(ApiAccessContext)
  if (access === null) throw new Error("useApiAccess must be used inside the app's API provider")
  return access
}

/** The connection; a component rendered before it has loaded suspends until it has. */
export function useApiConnection(): ApiConnection {
  const access = useApiAccess()
  return access.current() ?? use(access.ready())
}

/** The runtime; a component rendered before it has loaded suspends until it has. */
export function useRuntime(): ApiRuntime {
  return useApiConnection().runtime
}
