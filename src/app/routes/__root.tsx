// Every navigation first restores the session (a reload keeps only the token) so guards see the user.
import { createRootRouteWithContext } from "@tanstack/react-router"

import { restoreSession } from "@/entities/session"
import { NotFoundPage } from "@/pages/not-found"

import { RootLayout } from "../layouts/RootLayout.tsx"
import type { RouterContext } from "../router/context.ts"
import { rootSearch } from "../router/search.ts"

export const Route = createRootRouteWithContext<RouterContext>()({
  // The open drawer and the admin drawers' tables, which any page can host.
  validateSearch: rootSearch,
  beforeLoad: async ({ context }) => {
    await restoreSession(context.store, context.runtime)
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage
})
