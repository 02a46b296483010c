// The app's providers around a component, for tests and stories: jotai store, API runtime and query cache, a router.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router"
import { createStore, Provider } from "jotai"
import { type ReactNode, useState } from "react"
import { ApiProvider } from "@/shared/api"
import { AriaRouterBridge } from "../router/AriaRouterBridge.tsx"
import { type FakeServer, fakeServer } from "./fakeServer.ts"

export type JotaiStore = ReturnType<typeof createStore>

/** A router whose every path renders `ui`, so tests can watch where the component navigates. */
export const harnessRouter = (ui: ReactNode, path: string) => {
  const rootRoute = createRootRoute({
    component: () => (
      <AriaRouterBridge>
        <Outlet />
      </AriaRouterBridge>
    )
  })
  const indexPath = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => <>{ui}</> })
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => <>{ui}</> })
  return createRouter({
    routeTree: rootRoute.addChildren([indexPath, anyPath]),
    history: createMemoryHistory({ initialEntries: [path] })
  })
}

export type HarnessRouter = ReturnType<typeof harnessRouter>

export interface AppHarnessProps {
  readonly store?: JotaiStore
  readonly server?: FakeServer
  readonly router?: HarnessRouter
  readonly path?: string
  readonly children: ReactNode
}

export function AppHarness({ store, server, router, path = "/", children }: AppHarnessProps) {
  const [fallbackStore] = useState(() => store ?? createStore())
  const [fallbackServer] = useState(() => server ?? fakeServer({}))
  const [fallbackRouter] = useState(() => router ?? harnessRouter(children, path))
  return (
    <Provider store={fallbackStore}>
      <ApiProvider runtime={fallbackServer.runtime} cache={{ staleTime: 0 }}>
        <RouterProvider router={fallbackRouter} />
      </ApiProvider>
    </Provider>
  )
}
