// Stripe's Idempotency-Key on POSTs: a retried request with the same key gets the first answer again
// and changes nothing (the app relies on it so two racing first payments make one customer). A key
// still in use answers 409; a key reused on another endpoint answers 400.
import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

import { stripeError } from "./replies.ts"
import { claimKey, findKey, releaseKey, storeAnswer } from "./store/idempotency.ts"

const idempotencyError = (status: number, message: string) => stripeError(status, { type: "idempotency_error", message })

const replay = (status: number, body: string) =>
  HttpServerResponse.text(body, { status, contentType: "application/json", headers: { "idempotent-replayed": "true" } })

export const withIdempotency = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const key = request.headers["idempotency-key"]
    if (request.method !== "POST" || key === undefined || key === "") return yield* app
    const signature = `POST ${new URL(request.url, "http://sandbox").pathname}`
    if (!(yield* claimKey(key, signature))) {
      const previous = yield* findKey(key)
      if (Option.isNone(previous))
        return idempotencyError(409, "There is currently another in-progress request using this Idempotent Key. Please try again later.")
      if (previous.value.request !== signature) {
        return idempotencyError(
          400,
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${previous.value.request}' vs '${signature}').`
        )
      }
      if (previous.value.status === null || previous.value.body === null) {
        return idempotencyError(409, "There is currently another in-progress request using this Idempotent Key. Please try again later.")
      }
      return replay(previous.value.status, previous.value.body)
    }
    const response = yield* Effect.onExit(app, (exit) => (exit._tag === "Failure" ? releaseKey(key) : Effect.void))
    const body = response.body._tag === "Uint8Array" ? new TextDecoder().decode(response.body.body) : undefined
    if (body === undefined) {
      yield* releaseKey(key)
      return response
    }
    yield* storeAnswer(key, response.status, body)
    return response
  }) as Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | SqlClient.SqlClient>
