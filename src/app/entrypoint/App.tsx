// The app's providers: one jotai store, one API runtime (disposed on unmount) and one query cache for the
// page's life, handed to React and to the router's context.
import { RouterProvider } from "@tanstack/react-router"
import { createStore, Provider } from "jotai"
import { useEffect, useState } from "react"

import { ApiProvider, type ApiRuntime, createQueryClient } from "@/shared/api"

import { router } from "../router/router.ts"
import { createAppRuntime } from "./createAppRuntime.ts"
import { failureReactions } from "./failureReactions.ts"

export function App() {
  const [store] = useState(() => createStore())
  const [queryClient] = useState(() => createQueryClient())
  const [runtime, setRuntime] = useState<ApiRuntime | null>(null)

  // Built in an effect so that React's development double mount disposes the first runtime cleanly.
  useEffect(() => {
    const created = createAppRuntime(store, failureReactions(store, router))
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the runtime owns resources that only an effect's cleanup can dispose
    setRuntime(created)
    return () => {
      setRuntime(null)
      void created.dispose()
    }
  }, [store])

  if (runtime === null) return null
  return (
    <Provider store={store}>
      <ApiProvider runtime={runtime} queryClient={queryClient}>
        <RouterProvider router={router} context={{ store, runtime, queryClient }} />
      </ApiProvider>
    </Provider>
  )
}
