// HubSpot's ten-second limit for public OAuth apps on the sandbox's REST routes: every call with a
// live bearer token counts against its account and app (a refused call does no work and answers
// 429), and every answer carries HubSpot's X-HubSpot-RateLimit-* headers. The CMS source-code
// file calls that HubSpot exempts pass uncounted unless the settings say to count them.
import { randomUUID } from "node:crypto"

import type { HttpApp } from "@effect/platform"
import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { accessOf, bearerToken } from "./bearer.ts"
import { rateLimitOf, type RateLimitSettings, SandboxHubspotSettings } from "./settings.ts"
import { admitCall, peekWindow, type WindowState } from "./store/rate-limit.ts"

/** /cms/v3/source-code/{environment}/content|metadata|validate/{path}: exempt from the ten-second limit. */
const exemptPath = /\/cms\/v3\/source-code\/[^/]+\/(?:content|metadata|validate)\//

/** The headers HubSpot sends on OAuth calls (no daily ones: OAuth calls have no daily limit). */
export const rateLimitHeaders = (limit: RateLimitSettings, window: WindowState): Record<string, string> => {
  const secondly = Math.max(1, Math.floor((limit.max * 1000) / limit.intervalMs))
  return {
    "X-HubSpot-RateLimit-Interval-Milliseconds": String(limit.intervalMs),
    "X-HubSpot-RateLimit-Max": String(limit.max),
    "X-HubSpot-RateLimit-Remaining": String(window.accepted ? Math.max(0, limit.max - window.used) : 0),
    // Informational only: HubSpot still sends the secondly pair but no longer enforces it.
    "X-HubSpot-RateLimit-Secondly": String(secondly),
    "X-HubSpot-RateLimit-Secondly-Remaining": String(window.accepted ? Math.max(0, secondly - window.usedLastSecond) : 0)
  }
}

const tooManyRequests = (headers: Record<string, string>) => {
  const correlationId = randomUUID()
  return HttpServerResponse.unsafeJson(
    {
      status: "error",
      message: "You have reached your ten_secondly_rolling limit.",
      errorType: "RATE_LIMIT",
      correlationId,
      policyName: "TEN_SECONDLY_ROLLING",
      requestId: randomUUID()
    },
    { status: 429, headers: { ...headers, "X-HubSpot-Correlation-Id": correlationId } }
  )
}

/** Wraps REST routes; calls without a live token pass through to their own 401. */
export const rateLimited = <E, R>(app: HttpApp.Default<E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const token = bearerToken(request)
    const access = token === undefined ? Option.none() : yield* accessOf(request, token)
    if (Option.isNone(access) || access.value.expiresIn <= 0) return yield* app
    const limit = rateLimitOf(yield* SandboxHubspotSettings)
    const key = { hubId: access.value.hubId, clientId: access.value.clientId }
    const exempt = !limit.countSourceCode && exemptPath.test(new URL(request.url, "http://localhost").pathname)
    const window = exempt ? yield* peekWindow(key, limit) : yield* admitCall(key, limit)
    const headers = rateLimitHeaders(limit, window)
    if (!window.accepted) return tooManyRequests(headers)
    return HttpServerResponse.setHeaders(yield* app, headers)
  })
