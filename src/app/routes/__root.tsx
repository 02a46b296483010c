// Every navigation first restores the session (a reload keeps only the token) so guards see the user. The
// login page of a visitor paints without waiting for the API connection; every other route waits for it.
import { createRootRouteWithContext, redirect } from "@tanstack/react-router"

import { tokenAtom } from "@/entities/session"
import { NotFoundPage } from "@/pages/not-found"
import { RoutePath } from "@/shared/config"

import { RootLayout } from "../layouts/RootLayout.tsx"
import type { RouterContext } from "../router/context.ts"
import { lazySearch, takeEarlySearch } from "../router/searchGate.ts"

export const Route = createRootRouteWithContext<RouterContext>()({
  // The open drawer and the admin drawers' tables, which any page can host.
  validateSearch: lazySearch("rootSearch"),
  beforeLoad: async ({ context, location }) => {
    if (location.pathname === RoutePath.Login && context.store.get(tokenAtom) === null) return
    const [{ runtime }, { restoreSession }] = await Promise.all([context.api.ready(), import("../entrypoint/connectApi.ts")])
    // A search met before its validators had loaded is matched again now that they have.
    if (takeEarlySearch()) throw redirect({ href: location.href, replace: true })
    await restoreSession(context.store, runtime)
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage
})
