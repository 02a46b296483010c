import { createFileRoute } from "@tanstack/react-router"

import { CrmCallbackPage } from "@/pages/crm-callback"

/** The router reads a query value that looks like a number as one; the CRM's values are text. */
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

/** The CRM's redirect: /hubspot/callback?code=…&state=… or ?error=access_denied&state=… */
const callbackSearch = (search: Record<string, unknown>) => ({
  code: text(search["code"]),
  state: text(search["state"]),
  error: text(search["error"])
})

export const Route = createFileRoute("/_main/hubspot/callback")({
  validateSearch: callbackSearch,
  component: function CrmCallbackRoute() {
    const { code, state, error } = Route.useSearch()
    return <CrmCallbackPage code={code} state={state} error={error} />
  }
})
