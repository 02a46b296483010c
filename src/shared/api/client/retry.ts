// Transient failures of reads are retried; writes never are, since they may have taken effect.
import { HttpClient, type HttpClientError, type HttpClientResponse } from "@effect/platform"
import { Data, Duration, Effect, Schedule } from "effect"

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])
export const TRANSIENT_RETRIES = 2

class RetryableResponse extends Data.TaggedError("RetryableResponse")<{
  readonly response: HttpClientResponse.HttpClientResponse
}> {}

const isTransient = (error: HttpClientError.HttpClientError | RetryableResponse): boolean =>
  error._tag === "RetryableResponse" || (error._tag === "RequestError" && error.reason === "Transport")

export const retryTransientReads =
  (baseDelay: Duration.DurationInput = "200 millis") =>
  (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    HttpClient.transform(client, (effect, request) =>
    request.method !== "GET"
      ? effect
      : effect.pipe(
          Effect.flatMap((response) =>
            RETRYABLE_STATUSES.has(response.status) ? Effect.fail(new RetryableResponse({ response })) : Effect.succeed(response)
          ),
          Effect.retry({
            schedule: Schedule.exponential(baseDelay).pipe(Schedule.jittered),
            times: TRANSIENT_RETRIES,
            while: isTransient
          }),
          // Out of retries: hand the last answer back so the caller maps its status as usual.
          Effect.catchTag("RetryableResponse", ({ response }) => Effect.succeed(response))
        )
  )
