// The token endpoints of the sandbox HubSpot. v3 (POST /oauth/v3/token, …/introspect, …/revoke)
// takes everything in the form body; v1 stays served, as HubSpot serves it until its sunset.
import { HttpRouter, HttpServerRequest, HttpServerResponse, UrlParams } from "@effect/platform"
import { Effect, Option, Redacted, Schema } from "effect"

import { codeChallengeOf } from "../../lib/pkce.ts"
import { apiError, fail, oauthError, replied } from "./replies.ts"
import { SandboxHubspotSettings } from "./settings.ts"
import { findAccount } from "./store/accounts.ts"
import {
  consumeAuthCode,
  createGrant,
  deleteAccessToken,
  findAccessToken,
  findGrant,
  issueAccessToken,
  revokeGrant,
  splitScopes
} from "./store/oauth.ts"
import { accessTokenJson, type IssuedTokens, refreshTokenJson, v1TokenJson, v3TokenJson } from "./token-json.ts"

const first = (params: UrlParams.UrlParams, key: string): string => Option.getOrElse(UrlParams.getFirst(params, key), () => "")

const TokenPath = Schema.Struct({ token: Schema.String })

const accountOf = (hubId: number) => Effect.map(findAccount(hubId), Option.getOrUndefined)

/** The form body, once the app's client id and secret in it check out. */
const clientForm = Effect.gen(function* () {
  const settings = yield* SandboxHubspotSettings
  const request = yield* HttpServerRequest.HttpServerRequest
  const form = yield* Effect.orElse(request.urlParamsBody, () => fail(oauthError("BAD_REQUEST", "The body must be form-encoded")))
  if (first(form, "client_id") !== settings.clientId) return yield* fail(oauthError("BAD_CLIENT_ID", "missing or invalid client id"))
  if (first(form, "client_secret") !== Redacted.value(settings.clientSecret)) {
    return yield* fail(oauthError("BAD_CLIENT_SECRET", "missing or invalid client secret"))
  }
  return form
})

/** The authorization_code and refresh_token grants, shared by v1 and v3. */
const issueTokens = Effect.gen(function* () {
  const settings = yield* SandboxHubspotSettings
  const form = yield* clientForm
  const clientId = settings.clientId
  switch (first(form, "grant_type")) {
    case "authorization_code": {
      const code = yield* consumeAuthCode(first(form, "code"))
      if (Option.isNone(code) || code.value.client_id !== clientId)
        return yield* fail(oauthError("BAD_AUTH_CODE", "missing or unknown auth code"))
      if (code.value.redirect_uri !== first(form, "redirect_uri")) {
        return yield* fail(oauthError("BAD_REDIRECT_URI", "redirect_uri does not match initial redirect_uri"))
      }
      // PKCE (RFC 7636 4.6): a code asked for with a challenge is exchanged only with its verifier.
      if (code.value.code_challenge !== null) {
        const verifier = first(form, "code_verifier")
        const expected = code.value.code_challenge_method === "S256" ? codeChallengeOf(verifier) : verifier
        if (verifier === "" || expected !== code.value.code_challenge) {
          return yield* fail(oauthError("BAD_AUTH_CODE", "code_verifier does not match the code_challenge of this auth code"))
        }
      }
      const scopes = splitScopes(code.value.scopes)
      const refreshToken = yield* createGrant({ hubId: code.value.hub_id, clientId, scopes, seeded: false })
      const grant = { refresh_token: refreshToken, hub_id: code.value.hub_id, client_id: clientId, scopes: code.value.scopes }
      const accessToken = yield* issueAccessToken(grant, settings.accessTokenSeconds)
      return { grant, accessToken, expiresIn: settings.accessTokenSeconds } satisfies IssuedTokens
    }
    case "refresh_token": {
      const grant = yield* findGrant(first(form, "refresh_token"))
      if (Option.isNone(grant) || grant.value.client_id !== clientId)
        return yield* fail(oauthError("BAD_REFRESH_TOKEN", "missing or invalid refresh token"))
      const accessToken = yield* issueAccessToken(grant.value, settings.accessTokenSeconds)
      return { grant: grant.value, accessToken, expiresIn: settings.accessTokenSeconds } satisfies IssuedTokens
    }
    default:
      return yield* fail(oauthError("BAD_GRANT_TYPE", "grant_type must be authorization_code or refresh_token"))
  }
})

const tokenParam = Effect.map(HttpRouter.schemaPathParams(TokenPath).pipe(Effect.orDie), ({ token }) => token)

const liveAccessToken = (token: string) =>
  Effect.map(
    findAccessToken(token),
    Option.filter((access) => access.expiresIn > 0)
  )

const accessTokenInfo = Effect.gen(function* () {
  const token = yield* tokenParam
  const found = yield* liveAccessToken(token)
  if (Option.isNone(found)) return yield* fail(apiError(404, "OBJECT_NOT_FOUND", "The access token is unknown or has expired"))
  return HttpServerResponse.unsafeJson(accessTokenJson(found.value, token, yield* accountOf(found.value.hubId)))
})

const refreshTokenInfo = Effect.gen(function* () {
  const grant = yield* findGrant(yield* tokenParam)
  if (Option.isNone(grant)) return yield* fail(apiError(404, "OBJECT_NOT_FOUND", "The refresh token is unknown or was revoked"))
  return HttpServerResponse.unsafeJson(refreshTokenJson(grant.value, yield* accountOf(grant.value.hub_id)))
})

const deleteRefreshToken = Effect.gen(function* () {
  const grant = yield* findGrant(yield* tokenParam)
  if (Option.isNone(grant)) return yield* fail(apiError(404, "OBJECT_NOT_FOUND", "The refresh token is unknown or was revoked"))
  yield* revokeGrant(grant.value.refresh_token)
  return HttpServerResponse.empty({ status: 204 })
})

/** RFC 7662 as HubSpot answers it: the token's metadata, or only `active: false`. */
const introspect = Effect.gen(function* () {
  const settings = yield* SandboxHubspotSettings
  const form = yield* clientForm
  const token = first(form, "token")
  const asAccess = Effect.gen(function* () {
    const access = yield* liveAccessToken(token)
    if (Option.isNone(access) || access.value.clientId !== settings.clientId) return undefined
    return { active: true, token_use: "access_token", ...accessTokenJson(access.value, token, yield* accountOf(access.value.hubId)) }
  })
  const asRefresh = Effect.gen(function* () {
    const grant = yield* findGrant(token)
    if (Option.isNone(grant) || grant.value.client_id !== settings.clientId) return undefined
    return { active: true, token_use: "refresh_token", ...refreshTokenJson(grant.value, yield* accountOf(grant.value.hub_id)) }
  })
  const [firstTry, secondTry] = first(form, "token_type_hint") === "refresh_token" ? [asRefresh, asAccess] : [asAccess, asRefresh]
  const found = (yield* firstTry) ?? (yield* secondTry)
  return HttpServerResponse.unsafeJson(found ?? { active: false })
})

/** RFC 7009: a refresh token's grant ends (with its access tokens); an access token ends alone. */
const revoke = Effect.gen(function* () {
  const settings = yield* SandboxHubspotSettings
  const form = yield* clientForm
  const token = first(form, "token")
  const grant = yield* findGrant(token)
  if (Option.isSome(grant)) {
    if (grant.value.client_id === settings.clientId) yield* revokeGrant(token)
  } else {
    const access = yield* findAccessToken(token)
    if (Option.isSome(access) && access.value.clientId === settings.clientId) yield* deleteAccessToken(token)
  }
  return HttpServerResponse.empty({ status: 200 })
})

export const tokenRoutes = HttpRouter.empty.pipe(
  HttpRouter.post("/oauth/v1/token", replied(Effect.map(issueTokens, (issued) => HttpServerResponse.unsafeJson(v1TokenJson(issued))))),
  HttpRouter.get("/oauth/v1/access-tokens/:token", replied(accessTokenInfo)),
  HttpRouter.get("/oauth/v1/refresh-tokens/:token", replied(refreshTokenInfo)),
  HttpRouter.del("/oauth/v1/refresh-tokens/:token", replied(deleteRefreshToken)),
  HttpRouter.post("/oauth/v3/token", replied(Effect.map(issueTokens, (issued) => HttpServerResponse.unsafeJson(v3TokenJson(issued))))),
  HttpRouter.post("/oauth/v3/token/introspect", replied(introspect)),
  HttpRouter.post("/oauth/v3/token/revoke", replied(revoke))
)
