// Stripe's answers: JSON errors under `error` with a type (invalid_request_error, card_error) and the
// HTTP status Stripe uses, and a failure type carrying a ready response so handlers can stop early.
import { HttpServerResponse } from "@effect/platform"
import { Data, Effect } from "effect"

export class Reply extends Data.TaggedError("Reply")<{ readonly response: HttpServerResponse.HttpServerResponse }> {}

export const json = (body: unknown, status = 200) => HttpServerResponse.unsafeJson(body, { status })

export const stripeError = (status: number, error: Record<string, unknown>) => json({ error }, status)

/** A list's `limit` outside Stripe's 1-100. */
export const LIMIT_OUT_OF_RANGE = "Invalid integer: limit must be between 1 and 100."
/** A payment method attached to another customer than the one the call names. */
export const OTHER_CUSTOMERS_PAYMENT_METHOD = "The provided PaymentMethod belongs to a different Customer."

export const invalidRequest = (message: string, extra: Record<string, unknown> = {}) =>
  stripeError(400, { type: "invalid_request_error", message, ...extra })

export const resourceMissing = (kind: string, id: string, param = "id") =>
  stripeError(404, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${kind}: '${id}'` })

export const fail = (response: HttpServerResponse.HttpServerResponse) => Effect.fail(new Reply({ response }))

export const replied = <R>(handler: Effect.Effect<HttpServerResponse.HttpServerResponse, Reply, R>) =>
  Effect.catchTag(handler, "Reply", (reply) => Effect.succeed(reply.response))
