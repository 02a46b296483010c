// Bearer access tokens on the sandbox's REST routes, with HubSpot's 401 and 403 answers.
import { HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"

import { apiError, fail } from "./replies.ts"
import { type AccessToken, findAccessToken } from "./store/oauth.ts"

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export const bearerToken = (request: HttpServerRequest.HttpServerRequest): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(request.headers["authorization"] ?? "")?.[1]

/** What a request's token is, looked up once per request (the rate limit and the route both ask). */
const looked = new WeakMap<HttpServerRequest.HttpServerRequest, Option.Option<AccessToken>>()

export const accessOf = (request: HttpServerRequest.HttpServerRequest, token: string) => {
  const known = looked.get(request)
  return known !== undefined
    ? Effect.succeed(known)
    : Effect.tap(findAccessToken(token), (found) => Effect.sync(() => looked.set(request, found)))
}

/** The caller's token, which must be live and hold `scope`. */
export const requireScope = (scope: string) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const token = bearerToken(request)
    if (token === undefined) {
      return yield* fail(
        apiError(401, "INVALID_AUTHENTICATION", "Authentication credentials not found. This API supports OAuth 2.0 authentication.")
      )
    }
    const found = yield* accessOf(request, token)
    if (Option.isNone(found)) {
      return yield* fail(apiError(401, "INVALID_AUTHENTICATION", "The OAuth token used to make this call is invalid."))
    }
    const access: AccessToken = found.value
    if (access.expiresIn <= 0) {
      return yield* fail(apiError(401, "EXPIRED_AUTHENTICATION", "The OAuth token used to make this call expired."))
    }
    if (!access.scopes.includes(scope)) {
      return yield* fail(
        apiError(403, "MISSING_SCOPES", "This app hasn't been granted all required scopes to make this call.", {
          errors: [{ message: "One or more of the following scopes are required.", context: { requiredGranularScopes: [scope] } }]
        })
      )
    }
    return access
  })
