// How every HubSpot call is sent: paced per account (pacer.ts), HubSpot's error bodies turned into the
// CrmError tags, outages retried for calls that are safe to repeat and 429s waited out. Crm.ts builds the
// endpoints on top of `send` and `json`.
import { HttpClient, HttpClientRequest, HttpClientResponse } from "@effect/platform"
import { Effect, Option, Schedule, Schema } from "effect"

import {
  type CrmError,
  CrmMissingScopes,
  CrmNotFound,
  CrmRateLimited,
  CrmReconnectRequired,
  CrmRequestFailed,
  CrmUnauthorized
} from "./errors.ts"
import { type Pacer, rateLimitHeaders } from "./pacer.ts"
import { ErrorBody } from "./schemas.ts"
import type { CrmSettingsShape } from "./settings.ts"

/** Who a call acts for: the HubSpot account (its hub id, which the pacer counts by) and its access token. */
export interface CrmAuth {
  readonly hubId: number
  readonly accessToken: string
}

const decodeError = Schema.decodeUnknownOption(Schema.parseJson(ErrorBody))

const toError = (status: number, text: string): CrmError => {
  const body = Option.getOrElse(decodeError(text), (): ErrorBody => ({}))
  const message = body.message ?? `HubSpot answered HTTP ${status}`
  if (status === 400 && body.status === "BAD_REFRESH_TOKEN") return new CrmReconnectRequired({ message })
  if (status === 401) return new CrmUnauthorized({ message })
  if (status === 403 && body.category === "MISSING_SCOPES") {
    const requiredScopes = (body.errors ?? []).flatMap((error) => error.context?.requiredGranularScopes ?? [])
    return new CrmMissingScopes({ message, requiredScopes })
  }
  if (status === 404) return new CrmNotFound({ message })
  if (status === 429) {
    return new CrmRateLimited({ message, ...(body.policyName === undefined ? {} : { policyName: body.policyName }) })
  }
  const code = body.status === "error" ? body.category : body.status
  return new CrmRequestFailed({
    message,
    status,
    ...(code === undefined ? {} : { code }),
    ...(body.correlationId === undefined ? {} : { correlationId: body.correlationId })
  })
}

export const unexpectedBody = () => new CrmRequestFailed({ message: "HubSpot answered with an unexpected body" })

/** Methods whose repetition changes nothing further (a PATCH of fixed fields opts in per call). */
const idempotentMethods = new Set(["GET", "HEAD", "PUT", "DELETE"])

/** Outages and unexpected 5xx answers: worth another try when repeating the call is harmless. */
const transient = (error: CrmError): boolean => error._tag === "CrmRequestFailed" && (error.status === undefined || error.status >= 500)

/** 1 s, 2 s, 4 s, 8 s (jittered): 15 s in all, longer than HubSpot's ten-second window. */
const outageRetries = Schedule.exponential("1 second").pipe(Schedule.jittered, Schedule.intersect(Schedule.recurs(4)))

/**
 * After a 429 the pacer has filled the account's window, so a paced call waits there for room (up to a
 * window) and is sent once more; a user's request so answers within about ten seconds, as busy if it must
 * (the browser then tries again with the busy notice shown, and a batch job backs off). An unpaced call
 * backs off by itself.
 */
const rateLimitRetries = (paced: boolean) =>
  paced ? Schedule.spaced("100 millis").pipe(Schedule.intersect(Schedule.recurs(1))) : outageRetries

export interface CallOptions {
  /** The account the call acts for; token calls have none. */
  readonly auth?: CrmAuth
  /** HubSpot exempts the source-code content/metadata/validate calls from the ten-second limit. */
  readonly exempt?: boolean
  /** A POST or PATCH that is safe to repeat. */
  readonly idempotent?: boolean
}

/** `send` answers the response of a successful call; `json` decodes its body by a schema. */
export const makeTransport = (settings: CrmSettingsShape, httpClient: HttpClient.HttpClient, pacer: Pacer) => {
  const client = httpClient.pipe(
    HttpClient.mapRequest((request) => HttpClientRequest.acceptJson(HttpClientRequest.prependUrl(request, settings.apiBase)))
  )

  const failFrom = (response: HttpClientResponse.HttpClientResponse) =>
    Effect.flatMap(
      Effect.orElseSucceed(response.text, () => ""),
      (text) => Effect.fail(toError(response.status, text))
    )

  /** One try: a slot in the account's window first (paced calls), then the request. */
  const attempt = (request: HttpClientRequest.HttpClientRequest, auth: CrmAuth | undefined, paced: boolean) =>
    Effect.gen(function* () {
      const slot = paced && auth !== undefined ? yield* pacer.acquire(auth.hubId) : undefined
      const response = yield* client
        .execute(request)
        .pipe(Effect.mapError(() => new CrmRequestFailed({ message: "HubSpot could not be reached" })))
      const limit = rateLimitHeaders(response.headers)
      if (auth !== undefined && slot !== undefined) yield* pacer.settle(auth.hubId, slot, limit)
      if (response.status === 429 && auth !== undefined) yield* pacer.fill(auth.hubId, limit)
      if (response.status >= 200 && response.status < 300) return response
      return yield* failFrom(response).pipe(
        Effect.mapError((error) =>
          error._tag === "CrmRateLimited" && limit.intervalMs !== undefined
            ? new CrmRateLimited({ ...error, intervalMs: limit.intervalMs })
            : error
        )
      )
    })

  const send = (request: HttpClientRequest.HttpClientRequest, options: CallOptions = {}) => {
    const paced = options.auth !== undefined && (options.exempt !== true || pacer.limits.paceSourceCode)
    const idempotent = options.idempotent === true || idempotentMethods.has(request.method)
    const authorized = options.auth === undefined ? request : HttpClientRequest.bearerToken(request, options.auth.accessToken)
    return attempt(authorized, options.auth, paced).pipe(
      Effect.retry({ schedule: outageRetries, while: (error) => idempotent && transient(error) }),
      // A 429 means HubSpot did nothing, so any call may be sent again.
      Effect.retry({ schedule: rateLimitRetries(paced), while: (error) => error._tag === "CrmRateLimited" })
    )
  }

  const json =
    <A, I>(schema: Schema.Schema<A, I>) =>
    (request: HttpClientRequest.HttpClientRequest, options: CallOptions = {}) =>
      send(request, options).pipe(
        Effect.flatMap(HttpClientResponse.schemaBodyJson(schema)),
        Effect.catchTags({ ParseError: () => Effect.fail(unexpectedBody()), ResponseError: () => Effect.fail(unexpectedBody()) })
      )

  return { json, send }
}
