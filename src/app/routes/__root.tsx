// Every navigation first restores the session (a reload keeps only the token) so guards see the user.
import { createRootRouteWithContext } from "@tanstack/react-router"

import { restoreSession } from "@/entities/session"
import { NotFoundPage } from "@/pages/not-found"

import { RootLayout } from "../layouts/RootLayout.tsx"
import type { RouterContext } from "../router/context.ts"

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }) => {
    await restoreSession(context.store, context.runtime)
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage
})
