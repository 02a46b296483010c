// Transient failures of reads are retried; writes never are, since they may have taken effect. A CRM
// that is busy (503 with status_code 40029) is another matter: the server did nothing, so any call is
// sent again, with waits long enough for HubSpot's ten-second window to roll.
import { HttpClient, type HttpClientError, type HttpClientResponse } from "@effect/platform"
import { Data, Duration, Effect, Schedule } from "effect"

import { StatusCode } from "../contract/errors.ts"

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])
export const TRANSIENT_RETRIES = 2

class RetryableResponse extends Data.TaggedError("RetryableResponse")<{
  readonly response: HttpClientResponse.HttpClientResponse
}> {}

const isTransient = (error: HttpClientError.HttpClientError | RetryableResponse): boolean =>
  error._tag === "RetryableResponse" || (error._tag === "RequestError" && error.reason === "Transport")

/** The answer's status_code, when it is the wire's error envelope (the body stays readable afterwards). */
const statusCodeOf = (response: HttpClientResponse.HttpClientResponse) =>
  response.json.pipe(
    Effect.map((body) =>
      typeof body === "object" && body !== null && typeof (body as { status_code?: unknown }).status_code === "number"
        ? (body as { status_code: number }).status_code
        : undefined
    ),
    Effect.orElseSucceed(() => undefined)
  )

export const retryTransientReads =
  (baseDelay: Duration.DurationInput = "200 millis") =>
  (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    HttpClient.transform(client, (effect, request) =>
      request.method !== "GET"
        ? effect
        : effect.pipe(
            Effect.flatMap((response) =>
              !RETRYABLE_STATUSES.has(response.status)
                ? Effect.succeed(response)
                : // A busy CRM is retried by retryWhileCrmBusy, with its own waits and notice.
                  Effect.flatMap(statusCodeOf(response), (code) =>
                    code === StatusCode.CrmBusy ? Effect.succeed(response) : Effect.fail(new RetryableResponse({ response }))
                  )
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

class CrmBusyResponse extends Data.TaggedError("CrmBusyResponse")<{
  readonly response: HttpClientResponse.HttpClientResponse
}> {}

/** 2 s, 4 s, 8 s, 16 s (jittered): half a minute of HubSpot windows before the user is told to try later. */
export const CRM_BUSY_RETRIES = 4

export const retryWhileCrmBusy =
  (onBusy: (busy: boolean) => void, baseDelay: Duration.DurationInput = "2 seconds") =>
  (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    HttpClient.transform(client, (effect) =>
      Effect.suspend(() => {
        let told = false
        const tell = (busy: boolean) =>
          Effect.sync(() => {
            if (told === busy) return
            told = busy
            onBusy(busy)
          })
        return effect.pipe(
          Effect.flatMap((response) =>
            response.status !== 503
              ? Effect.succeed(response)
              : Effect.flatMap(statusCodeOf(response), (code) =>
                  code === StatusCode.CrmBusy ? Effect.fail(new CrmBusyResponse({ response })) : Effect.succeed(response)
                )
          ),
          Effect.tapError((error) => (error._tag === "CrmBusyResponse" ? tell(true) : Effect.void)),
          Effect.retry({
            schedule: Schedule.exponential(baseDelay).pipe(Schedule.jittered),
            times: CRM_BUSY_RETRIES,
            while: (error) => error._tag === "CrmBusyResponse"
          }),
          Effect.catchTag("CrmBusyResponse", ({ response }) => Effect.succeed(response)),
          Effect.ensuring(tell(false))
        )
      })
    )
