// HubSpot's answers: JSON errors with a correlationId, and a failure type that carries a ready
// response so handlers can stop early and the router turns it into the reply.
import { randomUUID } from "node:crypto"
import { HttpServerResponse } from "@effect/platform"
import { Data, Effect } from "effect"

export class Reply extends Data.TaggedError("Reply")<{ readonly response: HttpServerResponse.HttpServerResponse }> {}

/** v3 API errors: { status: "error", message, correlationId, category }. */
export const apiError = (status: number, category: string, message: string, extra: Record<string, unknown> = {}) =>
  HttpServerResponse.unsafeJson({ status: "error", message, correlationId: randomUUID(), category, ...extra }, { status })

/** OAuth errors: { status: "BAD_…", message, correlationId }. */
export const oauthError = (status: string, message: string) =>
  HttpServerResponse.unsafeJson({ status, message, correlationId: randomUUID(), requestId: randomUUID() }, { status: 400 })

export const fail = (response: HttpServerResponse.HttpServerResponse) => Effect.fail(new Reply({ response }))

export const replied = <R>(handler: Effect.Effect<HttpServerResponse.HttpServerResponse, Reply, R>) =>
  Effect.catchTag(handler, "Reply", (reply) => Effect.succeed(reply.response))
