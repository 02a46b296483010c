// Who may call: the server with the secret key on every route; the browser, holding the publishable key
// and an intent's client secret, on that intent's confirm and retrieve routes. Browser answers carry CORS headers for the app.
import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { SANDBOX_PUBLISHABLE_KEY, SANDBOX_SECRET_KEY } from "../../lib/embedded-services.ts"
import { type FormTree, text } from "./form.ts"
import { fail, invalidRequest, stripeError } from "./replies.ts"
import { SandboxStripeSettings } from "./settings.ts"

const bearer = Effect.map(
  HttpServerRequest.HttpServerRequest,
  (request) => /^Bearer\s+(\S+)$/i.exec(request.headers["authorization"] ?? "")?.[1]
)

// Stripe's own words for a call without a key, and how it shows a wrong one (the key's ends only).
const NO_API_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/."

const noApiKey = fail(stripeError(401, { type: "invalid_request_error", message: NO_API_KEY }))

const invalidApiKey = (key: string) => {
  const shown = key.length > 8 ? `${key.slice(0, 8)}${"*".repeat(Math.max(0, Math.min(key.length - 12, 16)))}${key.slice(-4)}` : key
  return fail(stripeError(401, { type: "invalid_request_error", message: `Invalid API Key provided: ${shown}` }))
}

export const requireSecretKey = Effect.gen(function* () {
  const key = yield* bearer
  if (key === undefined) return yield* noApiKey
  if (key !== SANDBOX_SECRET_KEY) return yield* invalidApiKey(key)
})

/**
 * A browser call (Stripe.js): the publishable key (the `key` parameter, or Bearer) and the intent's own
 * client secret; the server's secret key needs no client secret. Stripe refuses a call without a key
 * (401) before it looks at anything else, so this runs before the intent is even looked up.
 */
export const requireBrowserKey = (form: FormTree) =>
  Effect.gen(function* () {
    const key = (yield* bearer) ?? text(form, "key")
    if (key === undefined || key === "") return yield* noApiKey
    if (key === SANDBOX_SECRET_KEY) return "secret" as const
    if (key !== SANDBOX_PUBLISHABLE_KEY) return yield* invalidApiKey(key)
    return "publishable" as const
  })

/** The intent's own client secret, as a browser holding only the publishable key must send it. */
export const requireClientSecret = (clientSecret: string, given: string | undefined) =>
  given !== undefined && given === clientSecret
    ? Effect.void
    : fail(
        invalidRequest("The client_secret provided does not match any associated intent on this account.", {
          code: "invalid_request_error",
          param: "client_secret"
        })
      )

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
