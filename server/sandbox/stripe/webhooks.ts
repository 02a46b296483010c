// Announcing events: each is recorded as a pending row, then a delivery worker POSTs it to the app's
// webhook with Stripe's signature scheme (Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">), so
// the app verifies sandbox deliveries with the same stripe.webhooks.constructEvent it uses for
// Stripe's. A failed attempt is tried again with exponential backoff; because the schedule lives in
// the database, a restarted (or killed) process delivers what was pending, as Stripe never loses one.
import { createHmac } from "node:crypto"

import { Clock, Context, Data, Duration, Effect, Option, Queue, Redacted } from "effect"

import { SandboxStripeSettings, type SandboxStripeSettingsShape } from "./settings.ts"
import { claimDueEvents, eventJson, type EventRow, millisUntilNextDue, recordAttempt, recordEvent, releaseClaim } from "./store/events.ts"

class DeliveryFailed extends Data.TaggedError("DeliveryFailed")<{ readonly status: number | null; readonly message: string }> {}

/** Wakes this process's delivery worker when an event is announced, so it need not wait for a poll. */
export class WebhookWake extends Context.Tag("server/sandbox/stripe/WebhookWake")<WebhookWake, Queue.Queue<void>>() {}

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

/** The wait after the n-th failed attempt (1-based), or null once the retries are spent. */
export const retryDelayMillis = (
  settings: Pick<SandboxStripeSettingsShape, "deliveryRetries" | "retryBase">,
  failedAttempts: number
): number | null =>
  failedAttempts > settings.deliveryRetries ? null : Duration.toMillis(Duration.decode(settings.retryBase)) * 2 ** (failedAttempts - 1)

/**
 * One attempt at a claimed event, with its outcome and next attempt recorded. A shutdown may cut the
 * POST short but not the recording of an answer already received, or a delivered event would be
 * delivered again.
 */
const deliverClaimed = (event: EventRow) =>
  Effect.gen(function* () {
    const settings = yield* SandboxStripeSettings
    yield* Effect.uninterruptibleMask((restore) =>
      restore(Effect.either(attempt(event))).pipe(
        Effect.flatMap((outcome) =>
          outcome._tag === "Right"
            ? recordAttempt(event.id, { delivered: true, status: outcome.right, error: null, retryAfterMillis: null })
            : recordAttempt(event.id, {
                delivered: false,
                status: outcome.left.status,
                error: outcome.left.message,
                retryAfterMillis: retryDelayMillis(settings, event.attempts + 1)
              })
        )
      )
    )
  })

const shuffled = <A>(items: ReadonlyArray<A>): Array<A> => {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}

const BATCH = 20

/** Claims what is due and delivers it one by one; an interrupted batch gives its rest back at once. */
const deliverDueBatch = Effect.gen(function* () {
  const settings = yield* SandboxStripeSettings
  const due = yield* claimDueEvents(BATCH)
  const ordered = settings.deliveryOutOfOrder === true ? shuffled(due) : due
  const remaining = new Set(ordered.map((event) => event.id))
  yield* Effect.forEach(ordered, (event) => Effect.tap(deliverClaimed(event), () => Effect.sync(() => remaining.delete(event.id))), {
    discard: true
  }).pipe(Effect.onInterrupt(() => Effect.forEach([...remaining], releaseClaim, { discard: true })))
  return due.length
})

/**
 * The delivery worker: delivers due events, then sleeps until the next one is due, a poll interval
 * passes (events announced by another process on the same database) or an announcement wakes it.
 * Runs until its scope closes.
 */
export const startWebhookWorker = Effect.gen(function* () {
  const settings = yield* SandboxStripeSettings
  const wake = yield* Queue.sliding<void>(1)
  const poll = Duration.toMillis(Duration.decode(settings.deliveryPollInterval ?? "1 second"))
  const cycle = Effect.gen(function* () {
    const delivered = yield* deliverDueBatch
    if (delivered === BATCH) return
    const wait = Option.getOrElse(yield* millisUntilNextDue, () => poll)
    yield* Effect.raceFirst(Queue.take(wake), Effect.sleep(Duration.millis(Math.min(wait, poll))))
  }).pipe(
    Effect.catchAllCause((cause) =>
      Effect.zipRight(
        Effect.logWarning("sandbox stripe: webhook delivery worker failed a cycle", cause),
        Effect.sleep(Duration.millis(poll))
      )
    )
  )
  // Paced by wall time (what is due is the database's now()): a test clock moved a day ahead must not
  // replay a day of polls.
  yield* Effect.forkScoped(Effect.withClock(Effect.forever(cycle), Clock.make()))
  return wake
})

/** Records the event and wakes the worker: the request that caused it answers at once. */
export const announce = (type: string, object: unknown) =>
  Effect.gen(function* () {
    const settings = yield* SandboxStripeSettings
    const event = yield* recordEvent(type, object, Duration.toMillis(Duration.decode(settings.deliveryDelay)))
    const wake = yield* Effect.serviceOption(WebhookWake)
    if (Option.isSome(wake)) yield* Queue.offer(wake.value, undefined)
    return event
  })

/** A single delivery attempt now (the sandbox's resend); a failure leaves the retry schedule as it was. */
export const deliverNow = (event: EventRow) =>
  attempt(event).pipe(
    Effect.tap((status) => recordAttempt(event.id, { delivered: true, status, error: null, retryAfterMillis: null })),
    Effect.tapError((failure) =>
      recordAttempt(event.id, {
        delivered: false,
        status: failure.status,
        error: failure.message,
        retryAfterMillis: null,
        keepSchedule: true
      })
    ),
    Effect.match({
      onSuccess: (status) => ({ delivered: true, status }),
      onFailure: (failure) => ({ delivered: false, status: failure.status })
    })
  )
