// Announcing events: each is recorded, then POSTed to the app's webhook with Stripe's signature
// scheme (Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">), so the app verifies sandbox
// deliveries with the same stripe.webhooks.constructEvent it uses for Stripe's.
import { createHmac } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Data, Duration, Effect, Redacted, Schedule } from "effect"
import { SandboxStripeSettings } from "./settings.ts"
import { eventJson, type EventRow, recordAttempt, recordEvent } from "./store/events.ts"

class DeliveryFailed extends Data.TaggedError("DeliveryFailed")<{ readonly status: number | null; readonly message: string }> {}

export const signatureHeader = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
  `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex")}`

/** One POST of the event; fails unless the webhook answers 2xx, as Stripe counts success. */
const attempt = (event: EventRow) =>
  Effect.gen(function* () {
    const settings = yield* SandboxStripeSettings
    const payload = JSON.stringify(eventJson(event))
    const response = yield* Effect.tryPromise({
      try: (signal) =>
        fetch(settings.webhookUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": signatureHeader(payload, Redacted.value(settings.webhookSecret)),
            "user-agent": "Stripe/1.0 (sandbox)"
          },
          body: payload,
          signal
        }),
      catch: (cause) => new DeliveryFailed({ status: null, message: String(cause) })
    }).pipe(Effect.timeoutFail({ duration: "10 seconds", onTimeout: () => new DeliveryFailed({ status: null, message: "timed out" }) }))
    // Drain the body so the connection is released.
    yield* Effect.promise(() => response.arrayBuffer().catch(() => undefined))
    if (!response.ok) return yield* Effect.fail(new DeliveryFailed({ status: response.status, message: `HTTP ${response.status}` }))
    return response.status
  })

/** One attempt, recorded; `final` says whether a failure ends the event's delivery. */
const recordedAttempt = (event: EventRow, final: boolean) =>
  attempt(event).pipe(
    Effect.tap((status) => recordAttempt(event.id, { delivered: true, status, error: null, final: true })),
    Effect.tapError((failure) => recordAttempt(event.id, { delivered: false, status: failure.status, error: failure.message, final }))
  )

/** Delivers with retries and exponential backoff; the last failure marks the event failed. */
export const deliver = (event: EventRow) =>
  Effect.gen(function* () {
    const settings = yield* SandboxStripeSettings
    yield* Effect.sleep(settings.deliveryDelay)
    let attempts = 0
    yield* Effect.suspend(() => {
      attempts += 1
      return recordedAttempt(event, attempts > settings.deliveryRetries)
    }).pipe(
      Effect.retry(Schedule.exponential(Duration.decode(settings.retryBase)).pipe(Schedule.intersect(Schedule.recurs(settings.deliveryRetries)))),
      Effect.ignore
    )
  })

/**
 * Records the event and delivers it in a daemon fiber: the request that caused it answers at once
 * and the delivery outlives it, as Stripe's do.
 */
export const announce = (type: string, object: unknown) =>
  Effect.gen(function* () {
    const event = yield* recordEvent(type, object)
    const context = yield* Effect.context<SandboxStripeSettings | SqlClient.SqlClient>()
    yield* Effect.forkDaemon(Effect.provide(deliver(event), context))
    return event
  })

/** A single delivery attempt now (the sandbox's resend); answers how it went. */
export const deliverNow = (event: EventRow) =>
  recordedAttempt(event, true).pipe(
    Effect.match({
      onSuccess: (status) => ({ delivered: true, status }),
      onFailure: (failure) => ({ delivered: false, status: failure.status })
    })
  )
