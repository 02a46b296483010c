// Facts about the current request that handlers need beyond the decoded contract fields.
import { HttpApiBuilder, HttpApiSecurity, HttpServerRequest } from "@effect/platform"
import { Effect, Option, Redacted } from "effect"

import { AppConfig } from "../../config.ts"

/** The caller's IP; X-Forwarded-For is trusted only when TRUST_PROXY says a proxy of ours sets it. */
export const clientIp = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const { trustProxy } = yield* AppConfig
  if (trustProxy) {
    const forwarded = request.headers["x-forwarded-for"]?.split(",")[0]?.trim()
    if (forwarded) return forwarded
  }
  return Option.getOrElse(request.remoteAddress, () => "unknown")
})

/** The raw bearer token of an authenticated request (logout revokes exactly this one). */
export const bearerToken = HttpApiBuilder.securityDecode(HttpApiSecurity.bearer).pipe(Effect.map(Redacted.value))
