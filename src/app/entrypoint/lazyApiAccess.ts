// The app's API access: the connection (Effect runtime, query cache, search validators) is a chunk of its own,
// loaded on the first ready() — by the root's beforeLoad for every route but the login page, and by the login
// page itself once it has painted. Disposing (the app unmounting) releases the runtime; a later ready() loads a
// new connection, which is what React's development double mount needs.
import type { ApiAccess, ApiConnection } from "@/shared/api"

export interface AppApiAccess extends ApiAccess {
  readonly dispose: () => Promise<void>
}

export const lazyApiAccess = (load: () => Promise<ApiConnection>): AppApiAccess => {
  let connection: ApiConnection | null = null
  let loading: Promise<ApiConnection> | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  const ready = (): Promise<ApiConnection> => {
    if (loading !== null) return loading
    const attempt: Promise<ApiConnection> = load().then(
      (loaded) => {
        if (loading !== attempt) {
          // Disposed while loading: this connection was never handed out.
          void loaded.runtime.dispose()
          return loaded
        }
        loaded.queryClient.mount()
        connection = loaded
        notify()
        return loaded
      },
      (error: unknown) => {
        // A chunk that failed to load (a deploy, the network) is tried again by the next ready().
        if (loading === attempt) loading = null
        throw error
      }
    )
    loading = attempt
    return attempt
  }

  return {
    current: () => connection,
    ready,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    dispose: async () => {
      const held = connection
      connection = null
      loading = null
      notify()
      if (held === null) return
      held.queryClient.unmount()
      await held.runtime.dispose()
    }
  }
}
