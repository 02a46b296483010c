// The sandbox's "Connected apps" settings page (Settings › Integrations › Connected apps in HubSpot):
// lists the app when the account has granted it access, with an Uninstall button that breaks the
// connection. Afterwards the app's refresh tokens answer BAD_REFRESH_TOKEN, as HubSpot's do.
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { escape, page } from "./consent-page.ts"
import { SANDBOX_APP_ID, SandboxHubspotSettings } from "./settings.ts"
import { findAccount } from "./store/accounts.ts"
import { grantsOfAccount, splitScopes, uninstallApp } from "./store/oauth.ts"

export const SANDBOX_APP_NAME = "Portal Builder"

const notFound = HttpServerResponse.html(page("Not found", "<h1>Not found</h1><p>There is nothing at this address.</p>")).pipe(
  HttpServerResponse.setStatus(404)
)

const accountOf = Effect.flatMap(HttpRouter.params, (params) => {
  const hubId = Number(params["hubId"] ?? "")
  return Number.isSafeInteger(hubId) ? findAccount(hubId) : Effect.succeed(Option.none())
})

const connectedAppsPage = (notice: string | undefined) =>
  Effect.gen(function* () {
    const account = yield* accountOf
    if (Option.isNone(account)) return notFound
    const settings = yield* SandboxHubspotSettings
    const grants = yield* grantsOfAccount(account.value.hub_id, settings.clientId)
    const scopes = [...new Set(grants.flatMap((grant) => splitScopes(grant.scopes)))]
    const app =
      grants.length === 0
        ? `<p class="hint">No apps are connected to this account.</p>`
        : `<form method="post">
  <fieldset>
    <legend>${escape(SANDBOX_APP_NAME)}</legend>
    <dl>
      <dt>App ID</dt><dd>${SANDBOX_APP_ID}</dd>
      <dt>Scopes</dt><dd>${scopes.map(escape).join(", ")}</dd>
      <dt>Connected</dt><dd>${escape(grants[grants.length - 1]!.created_at)}</dd>
    </dl>
    <div class="actions">
      <button type="submit" name="decision" value="uninstall">Uninstall</button>
    </div>
  </fieldset>
</form>`
    return HttpServerResponse.html(
      page(
        "Connected apps",
        `<h1>Connected apps</h1>
<p class="hint">${escape(account.value.name)} · Hub ID ${account.value.hub_id}</p>
${notice === undefined ? "" : `<p role="status">${escape(notice)}</p>`}
${app}`
      )
    )
  })

const uninstall = Effect.gen(function* () {
  const account = yield* accountOf
  if (Option.isNone(account)) return notFound
  const settings = yield* SandboxHubspotSettings
  const removed = yield* uninstallApp(account.value.hub_id, settings.clientId)
  return yield* connectedAppsPage(removed === 0 ? undefined : `${SANDBOX_APP_NAME} was uninstalled.`)
})

export const connectedAppRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/settings/:hubId/connected-apps", connectedAppsPage(undefined)),
  HttpRouter.post("/settings/:hubId/connected-apps", uninstall)
)
