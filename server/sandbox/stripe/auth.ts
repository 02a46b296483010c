// Who may call: the server with the secret key on every route; the browser, holding only an intent's
// client secret, on that intent's confirm route. Browser answers carry CORS headers for the app.
import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { SANDBOX_SECRET_KEY } from "../../lib/embedded-services.ts"
import { fail, invalidRequest, stripeError } from "./replies.ts"
import { SandboxStripeSettings } from "./settings.ts"

const bearer = Effect.map(
  HttpServerRequest.HttpServerRequest,
  (request) => /^Bearer\s+(\S+)$/i.exec(request.headers["authorization"] ?? "")?.[1]
)

export const hasSecretKey = Effect.map(bearer, (key) => key === SANDBOX_SECRET_KEY)

export const requireSecretKey = Effect.gen(function* () {
  const key = yield* bearer
  if (key === undefined) {
    return yield* fail(
      stripeError(401, {
        type: "invalid_request_error",
        message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth."
      })
    )
  }
  if (key !== SANDBOX_SECRET_KEY) {
    const shown = key.length > 8 ? `${key.slice(0, 8)}${"*".repeat(Math.min(key.length - 12, 16))}${key.slice(-4)}` : key
    return yield* fail(stripeError(401, { type: "invalid_request_error", message: `Invalid API Key provided: ${shown}` }))
  }
})

/** The secret key, or the intent's own client secret as the browser sends it. */
export const requireKeyOrClientSecret = (clientSecret: string, given: string | undefined) =>
  Effect.gen(function* () {
    if (yield* hasSecretKey) return
    if (given === undefined || given !== clientSecret) {
      return yield* fail(
        invalidRequest("The client_secret provided does not match any associated intent on this account.", {
          code: "invalid_request_error",
          param: "client_secret"
        })
      )
    }
  })

/** Lets the app's own pages (the sandbox card form) read the answer. */
export const withCors = <E, R>(handler: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const settings = yield* SandboxStripeSettings
    const response = yield* handler
    const origin = request.headers["origin"]
    if (origin === undefined || origin !== settings.appOrigin) return response
    return response.pipe(HttpServerResponse.setHeaders({ "access-control-allow-origin": origin, vary: "Origin" }))
  })

/** The preflight a browser sends before a cross-origin POST with custom headers. */
export const preflight = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const settings = yield* SandboxStripeSettings
  const origin = request.headers["origin"]
  if (origin !== settings.appOrigin) return HttpServerResponse.empty({ status: 204 })
  return HttpServerResponse.empty({
    status: 204,
    headers: {
      "access-control-allow-origin": origin,
      "access-control-allow-methods": "POST, GET, OPTIONS",
      "access-control-allow-headers": "content-type, authorization",
      "access-control-max-age": "600",
      vary: "Origin"
    }
  })
})
