import { createFileRoute } from "@tanstack/react-router"

import { ConfirmEmailPage } from "@/pages/account-links/confirm-email"

/** The link mailed to a new email address: /confirm-email?token=… (signed in or not). */
const tokenSearch = (search: Record<string, unknown>) => ({ token: typeof search["token"] === "string" ? search["token"] : "" })

export const Route = createFileRoute("/_default/confirm-email")({
  validateSearch: tokenSearch,
  component: function ConfirmEmailRoute() {
    const { token } = Route.useSearch()
    return <ConfirmEmailPage token={token} />
  }
})
