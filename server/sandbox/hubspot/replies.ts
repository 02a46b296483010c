// HubSpot's answers: JSON errors with a correlationId, and a failure type that carries a ready
// response so handlers can stop early and the router turns it into the reply.
import { randomUUID } from "node:crypto"

import { HttpServerResponse } from "@effect/platform"
import { Data, Effect } from "effect"

export class Reply extends Data.TaggedError("Reply")<{ readonly response: HttpServerResponse.HttpServerResponse }> {}

/** A token whose account was deleted since it was issued. */
export const ACCOUNT_GONE = "The account of this token no longer exists."

/** v3 API errors: { status: "error", message, correlationId, category }. */
export const apiError = (status: number, category: string, message: string, extra: Record<string, unknown> = {}) =>
  HttpServerResponse.unsafeJson({ status: "error", message, correlationId: randomUUID(), category, ...extra }, { status })

/** HubSpot's legacy OAuth statuses and the RFC 6749 error each now travels with. */
const oauthErrorCodes: Record<string, string> = {
  BAD_CLIENT_ID: "invalid_client",
  BAD_CLIENT_SECRET: "invalid_client",
  BAD_AUTH_CODE: "invalid_grant",
  BAD_REDIRECT_URI: "invalid_grant",
  BAD_REFRESH_TOKEN: "invalid_grant",
  BAD_GRANT_TYPE: "unsupported_grant_type",
  BAD_REQUEST: "invalid_request"
}

/**
 * OAuth errors (v1 and v3): RFC 6749's error and error_description, plus HubSpot's own status
 * ("BAD_…") and message, which it keeps for older clients.
 */
export const oauthError = (status: string, message: string) =>
  HttpServerResponse.unsafeJson(
    {
      error: oauthErrorCodes[status] ?? "invalid_request",
      error_description: message,
      status,
      message,
      correlationId: randomUUID(),
      requestId: randomUUID()
    },
    { status: 400 }
  )

/** What HubSpot answers on its API host for a path or method it does not serve. */
export const resourceNotFound = Effect.sync(() =>
  HttpServerResponse.unsafeJson(
    { status: "error", message: "resource not found", correlationId: randomUUID(), requestId: randomUUID() },
    { status: 404 }
  )
)

export const fail = (response: HttpServerResponse.HttpServerResponse) => Effect.fail(new Reply({ response }))

export const replied = <R>(handler: Effect.Effect<HttpServerResponse.HttpServerResponse, Reply, R>) =>
  Effect.catchTag(handler, "Reply", (reply) => Effect.succeed(reply.response))
