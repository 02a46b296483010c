import { createFileRoute } from "@tanstack/react-router"

import { SetupAccountPage } from "@/pages/account-links/setup-account"

import { guard, guest } from "../../guards/index.ts"

/** The account setup link mailed after registration: /setup-account?token=…&email=… */
const setupSearch = (search: Record<string, unknown>) => ({
  token: typeof search["token"] === "string" ? search["token"] : "",
  email: typeof search["email"] === "string" ? search["email"] : ""
})

export const Route = createFileRoute("/_default/setup-account")({
  validateSearch: setupSearch,
  beforeLoad: guard(guest),
  component: function SetupAccountRoute() {
    const { token, email } = Route.useSearch()
    return <SetupAccountPage token={token} email={email} />
  }
})
