import { createFileRoute } from "@tanstack/react-router"

import { AutoLoginPage } from "@/pages/account-links/auto-login"

/** A single-use login link for users arriving from version 5: /v5-auto-login?token=… */
const tokenSearch = (search: Record<string, unknown>) => ({ token: typeof search["token"] === "string" ? search["token"] : "" })

export const Route = createFileRoute("/_default/v5-auto-login")({
  validateSearch: tokenSearch,
  component: function V5AutoLoginRoute() {
    const { token } = Route.useSearch()
    return <AutoLoginPage token={token} v5 />
  }
})
