// OAuth 2 of the sandbox HubSpot: the consent page and its authorization codes; the token
// endpoints (v1 and v3) live in token-routes.ts.
import { HttpRouter, HttpServerRequest, HttpServerResponse, UrlParams } from "@effect/platform"
import { Effect, Option } from "effect"

import { consentPage, type ConsentRequest, errorPage } from "./consent-page.ts"
import { fail, replied } from "./replies.ts"
import { SandboxHubspotSettings } from "./settings.ts"
import { createTestAccount, findAccount, listAccounts } from "./store/accounts.ts"
import { createAuthCode, splitScopes } from "./store/oauth.ts"
import { tokenRoutes } from "./token-routes.ts"

const first = (params: UrlParams.UrlParams, key: string): string => Option.getOrElse(UrlParams.getFirst(params, key), () => "")

const errorHtml = (status: number, message: string) =>
  HttpServerResponse.html(errorPage(message)).pipe(HttpServerResponse.setStatus(status))

/** The client must be ours and the redirect must go back to the app's own origin. */
const consentRequest = (params: UrlParams.UrlParams) =>
  Effect.gen(function* () {
    const settings = yield* SandboxHubspotSettings
    const request: ConsentRequest = {
      clientId: first(params, "client_id"),
      redirectUri: first(params, "redirect_uri"),
      scopes: splitScopes(first(params, "scope")),
      optionalScopes: splitScopes(first(params, "optional_scope")),
      state: first(params, "state"),
      codeChallenge: first(params, "code_challenge"),
      // RFC 7636 4.3: without a method the challenge is "plain".
      codeChallengeMethod: first(params, "code_challenge") === "" ? "" : first(params, "code_challenge_method") || "plain"
    }
    if (request.clientId !== settings.clientId) return yield* fail(errorHtml(400, "Unknown client_id."))
    const redirect = URL.canParse(request.redirectUri) ? new URL(request.redirectUri) : undefined
    if (redirect === undefined || redirect.origin !== new URL(settings.appUrl).origin) {
      return yield* fail(errorHtml(400, "The redirect_uri is not registered for this app."))
    }
    if (request.scopes.length === 0) return yield* fail(errorHtml(400, "No scope was requested."))
    if (request.codeChallenge !== "" && !(request.codeChallengeMethod === "S256" || request.codeChallengeMethod === "plain")) {
      return yield* fail(errorHtml(400, "The code_challenge_method must be S256 or plain."))
    }
    if (request.codeChallenge !== "" && !/^[A-Za-z0-9._~-]{43,128}$/.test(request.codeChallenge)) {
      return yield* fail(errorHtml(400, "The code_challenge is malformed."))
    }
    return request
  })

const backToApp = (request: ConsentRequest, params: Record<string, string>) => {
  const url = new URL(request.redirectUri)
  for (const [key, value] of Object.entries({ ...params, state: request.state })) url.searchParams.set(key, value)
  return HttpServerResponse.redirect(url.toString(), { status: 302 })
}

const showConsent = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const consent = yield* consentRequest(UrlParams.fromInput(new URL(request.url, "http://localhost").searchParams))
  return HttpServerResponse.html(consentPage(consent, yield* listAccounts))
})

const decideConsent = Effect.gen(function* () {
  const settings = yield* SandboxHubspotSettings
  const request = yield* HttpServerRequest.HttpServerRequest
  const form = yield* Effect.orElse(request.urlParamsBody, () => fail(errorHtml(400, "Unreadable form.")))
  const consent = yield* consentRequest(form)
  if (first(form, "decision") !== "grant") {
    return backToApp(consent, { error: "access_denied", error_description: "The user declined the authorization request." })
  }
  const choice = first(form, "account")
  const account =
    choice === "new"
      ? yield* createTestAccount(first(form, "new_account_name"))
      : yield* Effect.flatMap(
          findAccount(Number(choice)),
          Option.match({
            onNone: () => fail(errorHtml(400, "Choose a test account.")),
            onSome: Effect.succeed
          })
        )
  const granted = UrlParams.getAll(form, "grant_optional_scope").filter((scope) => consent.optionalScopes.includes(scope))
  const code = yield* createAuthCode({
    hubId: account.hub_id,
    clientId: consent.clientId,
    redirectUri: consent.redirectUri,
    codeChallenge: consent.codeChallenge === "" ? null : { challenge: consent.codeChallenge, method: consent.codeChallengeMethod },
    scopes: [...new Set([...consent.scopes, ...granted])],
    ttlSeconds: settings.authCodeSeconds
  })
  return backToApp(consent, { code })
})

export const oauthRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/oauth/authorize", replied(showConsent)),
  HttpRouter.post("/oauth/authorize", replied(decideConsent)),
  HttpRouter.concat(tokenRoutes)
)
