// One error shape on the wire ({ message }): HttpApi's own failures are rewritten before the API
// encodes them. Schema failures become 422 naming every refused field, unreadable JSON 400, unknown routes
// 404, and defects 500 with the cause logged but never sent.
import { HttpApiBuilder, type HttpServerRequest, type HttpServerResponse } from "@effect/platform"
import type { HttpApiDecodeError } from "@effect/platform/HttpApiError"
import { Cause, Effect, Option, Predicate } from "effect"

import { BadRequest, NotFound, ServerError, Unprocessable } from "#contract/errors.ts"
import { errorsKey, type FieldErrorMap, groupIssues } from "#contract/field-errors.ts"

import { NOT_FOUND } from "../../domain/messages.ts"

type DecodeIssue = HttpApiDecodeError["issues"][number]

export const MALFORMED_JSON = "Malformed JSON body."
export const INTERNAL_ERROR = "Internal Server Error."

/** Longest message sent back: a decode message quotes the offending value, which may be huge. */
const MAX_MESSAGE = 300

const clip = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text)

const GIVEN_DATA_INVALID = "The given data was invalid."
const invalidBody = { message: `body: ${GIVEN_DATA_INVALID}`, errors: { body: [GIVEN_DATA_INVALID] } }
const NOT_AN_OBJECT = "The request body must be a JSON object."

/** At most this many fields are listed: an array of thousands of bad items is named by its first ones. */
const MAX_FIELDS = 100

/**
 * A decode failure as the 422 carries it: every refused field with its messages (the contract's wording,
 * Schema's default text reworded, see groupIssues) and `message`, the first of them — "The admin name field
 * is required." (the contract's requiredMessage, which the SPA's forms use too), "email: The email must be a
 * valid email address.", or for the body as a whole (refinements across fields, a top-level non-object)
 * "body: …" / "The request body must be a JSON object.". Flat, no recursion, never throws.
 */
const describeIssues = (issues: ReadonlyArray<DecodeIssue>): { readonly message: string; readonly errors: FieldErrorMap } => {
  try {
    if (issues.length === 0) return invalidBody
    const grouped = Object.entries(groupIssues(issues)).slice(0, MAX_FIELDS)
    const errors = Object.fromEntries(
      grouped.map(([field, texts]) => {
        const atRoot =
          field === "body" && issues.some((issue) => issue.path.length === 0 && (issue._tag === "Type" || issue._tag === "Missing"))
        return [field, atRoot ? [NOT_AN_OBJECT] : texts.map(clip)]
      })
    )
    const [field, texts] = Object.entries(errors)[0]!
    const text = texts[0]!
    const firstOfField = issues.find((issue) => errorsKey(issue) === field)
    // Messages written for the whole body ("The request body must be …") and required fields name it already.
    const named = firstOfField?._tag === "Missing" || /^The request body\b/.test(text)
    return { message: clip(named ? text : `${field}: ${text}`), errors }
  } catch {
    return invalidBody
  }
}

const contractTags = new Set([
  "BadRequest",
  "Unauthorized",
  "PaymentRequired",
  "Forbidden",
  "NotFound",
  "Conflict",
  "Unprocessable",
  "TooManyRequests",
  "ServerError",
  "ServiceUnavailable"
])

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
      return Effect.fail(new Unprocessable(describeIssues(error.issues)))
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
  return Effect.logError("Unhandled failure", cause).pipe(Effect.zipRight(Effect.fail(new ServerError({ message: INTERNAL_ERROR }))))
}

// HttpApi types the app it hands to global middleware as infallible, yet handler failures travel
// through it and are encoded into responses afterwards; the rewritten failures take the same path.
export const ErrorEnvelopeLive = HttpApiBuilder.middleware(
  (app) =>
    Effect.catchAllCause(app, rewrite) as Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>
)
