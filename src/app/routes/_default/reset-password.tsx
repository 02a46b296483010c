import { createFileRoute } from "@tanstack/react-router"

import { ResetPasswordPage } from "@/pages/reset-password"

import { guard, guest } from "../../guards/index.ts"

/** The emailed link: /reset-password?token=…&email=… */
const resetSearch = (search: Record<string, unknown>) => ({
  token: typeof search["token"] === "string" ? search["token"] : "",
  email: typeof search["email"] === "string" ? search["email"] : ""
})

export const Route = createFileRoute("/_default/reset-password")({
  validateSearch: resetSearch,
  beforeLoad: guard(guest),
  component: function ResetPasswordRoute() {
    const { token, email } = Route.useSearch()
    return <ResetPasswordPage token={token} email={email} />
  }
})
