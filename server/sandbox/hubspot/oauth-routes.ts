// OAuth 2 of the sandbox HubSpot: consent page, authorization codes, the token endpoint
// (authorization_code and refresh_token grants) and token introspection, as HubSpot answers them.
import { HttpRouter, HttpServerRequest, HttpServerResponse, UrlParams } from "@effect/platform"
import { Effect, Option, Redacted, Schema } from "effect"
import { consentPage, type ConsentRequest, errorPage } from "./consent-page.ts"
import { apiError, fail, oauthError, replied } from "./replies.ts"
import { SANDBOX_APP_ID, SandboxHubspotSettings } from "./settings.ts"
import { createTestAccount, findAccount, listAccounts } from "./store/accounts.ts"
import { consumeAuthCode, createAuthCode, createGrant, findAccessToken, findGrant, issueAccessToken, splitScopes } from "./store/oauth.ts"

const first = (params: UrlParams.UrlParams, key: string): string => Option.getOrElse(UrlParams.getFirst(params, key), () => "")

const TokenPath = Schema.Struct({ token: Schema.String })

const errorHtml = (status: number, message: string) => HttpServerResponse.html(errorPage(message)).pipe(HttpServerResponse.setStatus(status))

/** The client must be ours and the redirect must go back to the app's own origin. */
const consentRequest = (params: UrlParams.UrlParams) =>
  Effect.gen(function* () {
    const settings = yield* SandboxHubspotSettings
    const request: ConsentRequest = {
      clientId: first(params, "client_id"),
      redirectUri: first(params, "redirect_uri"),
      scopes: splitScopes(first(params, "scope")),
      optionalScopes: splitScopes(first(params, "optional_scope")),
      state: first(params, "state")
    }
    if (request.clientId !== settings.clientId) return yield* fail(errorHtml(400, "Unknown client_id."))
    const redirect = URL.canParse(request.redirectUri) ? new URL(request.redirectUri) : undefined
    if (redirect === undefined || redirect.origin !== new URL(settings.appUrl).origin) {
      return yield* fail(errorHtml(400, "The redirect_uri is not registered for this app."))
    }
    if (request.scopes.length === 0) return yield* fail(errorHtml(400, "No scope was requested."))
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
  const account = choice === "new"
    ? yield* createTestAccount(first(form, "new_account_name"))
    : yield* Effect.flatMap(findAccount(Number(choice)), Option.match({
      onNone: () => fail(errorHtml(400, "Choose a test account.")),
      onSome: Effect.succeed
    }))
  const granted = UrlParams.getAll(form, "grant_optional_scope").filter((scope) => consent.optionalScopes.includes(scope))
  const code = yield* createAuthCode({
    hubId: account.hub_id,
    clientId: consent.clientId,
    redirectUri: consent.redirectUri,
    scopes: [...new Set([...consent.scopes, ...granted])],
    ttlSeconds: settings.authCodeSeconds
  })
  return backToApp(consent, { code })
})

const tokenAnswer = (refreshToken: string, accessToken: string, expiresIn: number, grant: { hub_id: number; scopes: string }) =>
  HttpServerResponse.unsafeJson({
    token_type: "bearer",
    refresh_token: refreshToken,
    access_token: accessToken,
    expires_in: expiresIn,
    hub_id: grant.hub_id,
    scopes: splitScopes(grant.scopes)
  })

const token = Effect.gen(function* () {
  const settings = yield* SandboxHubspotSettings
  const request = yield* HttpServerRequest.HttpServerRequest
  const form = yield* Effect.orElse(request.urlParamsBody, () => fail(oauthError("BAD_REQUEST", "The body must be form-encoded")))
  const clientId = first(form, "client_id")
  if (clientId !== settings.clientId) return yield* fail(oauthError("BAD_CLIENT_ID", "missing or invalid client id"))
  if (first(form, "client_secret") !== Redacted.value(settings.clientSecret)) {
    return yield* fail(oauthError("BAD_CLIENT_SECRET", "missing or invalid client secret"))
  }
  switch (first(form, "grant_type")) {
    case "authorization_code": {
      const code = yield* consumeAuthCode(first(form, "code"))
      if (Option.isNone(code) || code.value.client_id !== clientId) {
        return yield* fail(oauthError("BAD_AUTH_CODE", "missing or unknown auth code"))
      }
      if (code.value.redirect_uri !== first(form, "redirect_uri")) {
        return yield* fail(oauthError("BAD_REDIRECT_URI", "redirect_uri does not match initial redirect_uri"))
      }
      const scopes = splitScopes(code.value.scopes)
      const refreshToken = yield* createGrant({ hubId: code.value.hub_id, clientId, scopes, seeded: false })
      const accessToken = yield* issueAccessToken({ refresh_token: refreshToken, hub_id: code.value.hub_id, client_id: clientId, scopes: code.value.scopes }, settings.accessTokenSeconds)
      return tokenAnswer(refreshToken, accessToken, settings.accessTokenSeconds, code.value)
    }
    case "refresh_token": {
      const grant = yield* findGrant(first(form, "refresh_token"))
      if (Option.isNone(grant) || grant.value.client_id !== clientId) {
        return yield* fail(oauthError("BAD_REFRESH_TOKEN", "missing or invalid refresh token"))
      }
      const accessToken = yield* issueAccessToken(grant.value, settings.accessTokenSeconds)
      return tokenAnswer(grant.value.refresh_token, accessToken, settings.accessTokenSeconds, grant.value)
    }
    default:
      return yield* fail(oauthError("BAD_GRANT_TYPE", "grant_type must be authorization_code or refresh_token"))
  }
})

const tokenInfo = Effect.gen(function* () {
  const { token: accessToken } = yield* HttpRouter.schemaPathParams(TokenPath).pipe(Effect.orDie)
  const found = yield* findAccessToken(accessToken)
  if (Option.isNone(found) || found.value.expiresIn <= 0) {
    return yield* fail(apiError(404, "OBJECT_NOT_FOUND", "The access token is unknown or has expired"))
  }
  const account = yield* findAccount(found.value.hubId)
  const domain = Option.match(account, { onNone: () => "", onSome: (hub) => hub.domain })
  return HttpServerResponse.unsafeJson({
    token: accessToken,
    user: `developer@${domain}`,
    hub_domain: domain,
    scopes: found.value.scopes,
    hub_id: found.value.hubId,
    app_id: SANDBOX_APP_ID,
    expires_in: found.value.expiresIn,
    user_id: 1,
    token_type: "access"
  })
})

export const oauthRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/oauth/authorize", replied(showConsent)),
  HttpRouter.post("/oauth/authorize", replied(decideConsent)),
  HttpRouter.post("/oauth/v1/token", replied(token)),
  HttpRouter.post("/oauth/v3/token", replied(token)),
  HttpRouter.get("/oauth/v1/access-tokens/:token", replied(tokenInfo))
)
