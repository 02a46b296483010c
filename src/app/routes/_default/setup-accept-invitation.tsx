import { createFileRoute } from "@tanstack/react-router"

import { SetupAcceptInvitationPage } from "@/pages/account-links/setup-accept-invitation"

/** The mailed invitation: /setup-accept-invitation?token=…&email=… (open whether or not someone is logged in). */
const invitationSearch = (search: Record<string, unknown>) => ({
  token: typeof search["token"] === "string" ? search["token"] : "",
  email: typeof search["email"] === "string" ? search["email"] : ""
})

export const Route = createFileRoute("/_default/setup-accept-invitation")({
  validateSearch: invitationSearch,
  component: function SetupAcceptInvitationRoute() {
    const { token, email } = Route.useSearch()
    return <SetupAcceptInvitationPage token={token} email={email} />
  }
})
