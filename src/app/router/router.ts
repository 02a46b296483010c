// The router: the generated file-route tree plus the app's error, not-found and pending screens.
import { createRouter, lazyRouteComponent } from "@tanstack/react-router"

import { NotFoundPage } from "@/pages/not-found"

import { routeTree } from "../routeTree.gen.ts"
import type { RouterContext } from "./context.ts"
import { countRouterChunkReload, RouteError } from "./RouteError.tsx"

// Before the first route renders: the router's own chunk reload (if it just did one) is counted.
countRouterChunkReload()

export const router = createRouter({
  routeTree,
  // The real store, runtime and query cache arrive through <RouterProvider context>, once the app has built them.
  context: undefined as unknown as RouterContext,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
  // Lazy: the spinner is react-aria, which the first page need not download.
  defaultPendingComponent: lazyRouteComponent(() => import("./PagePending.tsx"), "PagePending"),
  scrollRestoration: true
})

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}
