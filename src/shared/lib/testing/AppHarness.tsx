// The app's providers around a component, for tests and stories: jotai store, API runtime and query cache, a router.
import type { QueryClient } from "@tanstack/react-query"
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState
} from "@tanstack/react-router"
import { createStore, Provider } from "jotai"
import { type ReactNode, useState } from "react"

import { ApiProvider, createQueryClient } from "@/shared/api"
import { PageNoticeOwner } from "@/shared/ui/alert"

import { AriaRouterBridge } from "../router/AriaRouterBridge.tsx"
import { type FakeServer, fakeServer } from "./fakeServer.ts"

export type JotaiStore = ReturnType<typeof createStore>

/** A query cache for tests: every answer stale at once, so each mount asks the fake server. */
export const testQueryClient = (): QueryClient => createQueryClient({ staleTime: 0 })

/** As the app's root: each path a screen of its own for notices. */
function HarnessRoot() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <AriaRouterBridge>
      <PageNoticeOwner pathname={pathname}>
        <Outlet />
      </PageNoticeOwner>
    </AriaRouterBridge>
  )
}

/** A router whose every path renders `ui`, so tests can watch where the component navigates. */
export const harnessRouter = (ui: ReactNode, path: string) => {
  const rootRoute = createRootRoute({ component: HarnessRoot })
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
  /** The query cache; a fresh one (every answer stale at once) when left out. */
  readonly queryClient?: QueryClient
  readonly path?: string
  readonly children: ReactNode
}

export function AppHarness({ store, server, router, queryClient, path = "/", children }: AppHarnessProps) {
  const [fallbackStore] = useState(() => store ?? createStore())
  const [fallbackServer] = useState(() => server ?? fakeServer({}))
  const [fallbackRouter] = useState(() => router ?? harnessRouter(children, path))
  const [cache] = useState(() => queryClient ?? testQueryClient())
  return (
    <Provider store={fallbackStore}>
      <ApiProvider runtime={fallbackServer.runtime} queryClient={cache}>
        <RouterProvider router={fallbackRouter} />
      </ApiProvider>
    </Provider>
  )
}
