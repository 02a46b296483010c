// The app's providers: one jotai store and one API runtime for the page's life (disposed on unmount),
// handed to React and to the router's context.
import { RouterProvider } from "@tanstack/react-router"
import { createStore, Provider } from "jotai"
import { useEffect, useState } from "react"
import { ApiRuntimeContext, type ApiRuntime } from "@/shared/api"
import { router } from "../router/router.ts"
import { createAppRuntime } from "./createAppRuntime.ts"
import { failureReactions } from "./failureReactions.ts"

export function App() {
  const [store] = useState(() => createStore())
  const [runtime, setRuntime] = useState<ApiRuntime | null>(null)

  // Built in an effect so that React's development double mount disposes the first runtime cleanly.
  useEffect(() => {
    const created = createAppRuntime(store, failureReactions(store, router))
    setRuntime(created)
    return () => {
      setRuntime(null)
      void created.dispose()
    }
  }, [store])

  if (runtime === null) return null
  return (
    <Provider store={store}>
      <ApiRuntimeContext.Provider value={runtime}>
        <RouterProvider router={router} context={{ store, runtime }} />
      </ApiRuntimeContext.Provider>
    </Provider>
  )
}
