// Turns whatever a contract call failed with into the catalogue's ApiError.
// The client rejects every non-2xx answer before the contract decodes it (HttpClient.filterStatusOk), so a
// failed answer always arrives here as a ResponseError and is read the same way, _tag in the body or not.
import type { HttpClientResponse } from "@effect/platform"
import { Effect, Predicate, Schema } from "effect"

import { FieldErrors } from "../contract/errors.ts"
import type { ApiError } from "./api-error.ts"
import { type ApiFailure, catalogueError } from "./catalogue.ts"
import { signalCrmReconnect } from "./crm-reconnect.ts"

const Envelope = Schema.Struct({
  message: Schema.optional(Schema.String),
  status_code: Schema.optional(Schema.Number),
  errors: Schema.optional(FieldErrors)
})

/** Reads the wire's error envelope { message, status_code?, errors? }; a body that is not one still keeps its status. */
const fromResponse = (response: HttpClientResponse.HttpClientResponse): Effect.Effect<ApiFailure> =>
  response.json.pipe(
    Effect.flatMap(Schema.decodeUnknown(Envelope)),
    Effect.map((body): ApiFailure => ({
      _tag: "Response",
      status: response.status,
      serverMessage: body.message,
      statusCode: body.status_code,
      fieldErrors: body.errors
    })),
    Effect.orElseSucceed((): ApiFailure => ({ _tag: "Response", status: response.status }))
  )

export const describeFailure = (error: unknown): Effect.Effect<ApiFailure> => {
  if (Predicate.isTagged(error, "RequestError")) {
    const reason = Predicate.hasProperty(error, "reason") ? error.reason : undefined
    return Effect.succeed(reason === "Transport" ? { _tag: "NoResponse" } : { _tag: "Unexpected", status: 0 })
  }
  if (Predicate.isTagged(error, "ResponseError") && Predicate.hasProperty(error, "response")) {
    const response = error.response as HttpClientResponse.HttpClientResponse
    // A 2xx whose body could not be read is a broken answer, not a failure status.
    return response.status < 300 ? Effect.succeed({ _tag: "Unexpected", status: response.status }) : fromResponse(response)
  }
  // ParseError and anything else: the answer did not match the contract.
  return Effect.succeed({ _tag: "Unexpected", status: 0 })
}

/** The catalogue's error; a CRM reconnect failure (40001) is also signalled to the app (see crm-reconnect.ts). */
export const toApiError = (error: unknown): Effect.Effect<ApiError> =>
  describeFailure(error).pipe(
    Effect.map(catalogueError),
    Effect.tap((apiError) => Effect.sync(() => signalCrmReconnect(apiError)))
  )
