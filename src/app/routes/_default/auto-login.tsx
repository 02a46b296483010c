import { createFileRoute } from "@tanstack/react-router"

import { AutoLoginPage } from "@/pages/account-links/auto-login"

/** A single-use login link: /auto-login?token=… (it replaces any session the browser has). */
const tokenSearch = (search: Record<string, unknown>) => ({ token: typeof search["token"] === "string" ? search["token"] : "" })

export const Route = createFileRoute("/_default/auto-login")({
  validateSearch: tokenSearch,
  component: function AutoLoginRoute() {
    const { token } = Route.useSearch()
    return <AutoLoginPage token={token} />
  }
})
