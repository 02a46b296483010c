// One error shape on the wire ({ message }): HttpApi's own failures are rewritten before the API
// encodes them. Schema failures become 422 naming the field, unreadable JSON 400, unknown routes
// 404, and defects 500 with the cause logged but never sent.
import { HttpApiBuilder, type HttpServerRequest, type HttpServerResponse } from "@effect/platform"
import type { HttpApiDecodeError } from "@effect/platform/HttpApiError"
import { Cause, Effect, Option, Predicate } from "effect"
import { BadRequest, NotFound, ServerError, Unprocessable } from "#contract/errors.ts"
import { requiredMessage } from "#contract/field-errors.ts"
import { NOT_FOUND } from "../../domain/messages.ts"

type DecodeIssue = HttpApiDecodeError["issues"][number]

export const MALFORMED_JSON = "Malformed JSON body."
export const INTERNAL_ERROR = "Internal Server Error."

/** Longest message sent back: a decode message quotes the offending value, which may be huge. */
const MAX_MESSAGE = 300

const clip = (text: string) => text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text

/**
 * "The admin name field is required." (the contract's requiredMessage, which the SPA's forms use too) / "email: The email must be a valid email address." / "body: …" for
 * failures of the body as a whole (refinements across fields). Flat, no recursion, never throws.
 */
export const describeIssue = (issue: DecodeIssue): string => {
  try {
    const field = issue.path.map((segment) => typeof segment === "symbol" ? segment.description ?? "" : String(segment)).join(".")
    if (field === "") {
      if (issue._tag === "Type" || issue._tag === "Missing") return "The request body must be a JSON object."
      // Messages written for the whole body ("The request body must be …") name it already.
      return clip(/^The request body\b/.test(issue.message) ? issue.message : `body: ${issue.message}`)
    }
    if (issue._tag === "Missing") return clip(requiredMessage(field))
    return clip(`${field}: ${issue.message}`)
  } catch {
    return "body: The given data was invalid."
  }
}

const contractTags = new Set(["BadRequest", "Unauthorized", "PaymentRequired", "Forbidden", "NotFound", "Conflict", "Unprocessable", "TooManyRequests", "ServerError", "ServiceUnavailable"])

const isDecodeError = (error: unknown): error is HttpApiDecodeError => Predicate.isTagged(error, "HttpApiDecodeError")

/** A JSON body that does not parse surfaces as a RequestError defect with reason "Decode". */
const isUnreadableBody = (defect: unknown): boolean =>
  Predicate.isTagged(defect, "RequestError") && Predicate.hasProperty(defect, "reason") && defect.reason === "Decode"

const rewrite = (cause: Cause.Cause<unknown>) => {
  if (Cause.isInterruptedOnly(cause)) return Effect.failCause(cause)
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    if (isDecodeError(error)) {
      const first = error.issues[0]
      return Effect.fail(new Unprocessable({ message: first === undefined ? "body: The given data was invalid." : describeIssue(first) }))
    }
    if (Predicate.isTagged(error, "RouteNotFound")) return Effect.fail(new NotFound({ message: NOT_FOUND }))
    if (Predicate.hasProperty(error, "_tag") && typeof error._tag === "string" && contractTags.has(error._tag)) {
      return Effect.failCause(cause)
    }
  }
  const defect = Cause.dieOption(cause)
  if (Option.isSome(defect) && isUnreadableBody(defect.value)) {
    return Effect.fail(new BadRequest({ message: MALFORMED_JSON }))
  }
  return Effect.logError("Unhandled failure", cause).pipe(
    Effect.zipRight(Effect.fail(new ServerError({ message: INTERNAL_ERROR })))
  )
}

// HttpApi types the app it hands to global middleware as infallible, yet handler failures travel
// through it and are encoded into responses afterwards; the rewritten failures take the same path.
export const ErrorEnvelopeLive = HttpApiBuilder.middleware((app) =>
  Effect.catchAllCause(app, rewrite) as Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>
)
