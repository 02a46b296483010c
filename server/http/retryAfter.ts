// A rate-limited call answers 429 with the domain's message and a Retry-After header (seconds).
import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { TooManyRequests } from "#contract/errors.ts"

import { RateLimited } from "../domain/auth/RateLimiter.ts"

const refuse = (limited: RateLimited) =>
  HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(limited.retryAfter)))
  ).pipe(Effect.zipRight(Effect.fail(new TooManyRequests({ message: limited.message }))))

/** Turns RateLimited into TooManyRequests and sets Retry-After on the response that carries it. */
export const withRetryAfter = <A, E, R>(effect: Effect.Effect<A, E | RateLimited, R>) =>
  Effect.catchIf(effect, (error): error is RateLimited => error instanceof RateLimited, refuse)
