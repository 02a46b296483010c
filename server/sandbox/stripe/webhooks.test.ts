// Webhook deliveries as Stripe makes them: retried with exponential backoff until the app's endpoint
// takes them, never lost to a restart, given up after the last retry, and in no promised order.
import { describe, expect, layer } from "@effect/vitest"
import { Data, Effect, Option } from "effect"

import {
  type Receiver,
  SandboxStripeTestDatabase,
  startReceiver,
  startSandboxStripeWith,
  TEST_WEBHOOK_SECRET
} from "../../testing/sandbox-stripe.ts"
import { atomically } from "./atomically.ts"
import { SandboxStripeSettings } from "./settings.ts"
import { findEvent } from "./store/events.ts"
import { announce } from "./webhooks.ts"

/** Real time, not the test clock: the delivery worker runs on real time. */
const pause = (millis: number) => Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, millis)))

type Started = Effect.Effect.Success<ReturnType<typeof startSandboxStripeWith>>

/** Announces as the sandbox's own routes do, with the started sandbox's settings. */
const announceOn = (started: Started, type: string, object: unknown) =>
  Effect.provideService(announce(type, object), SandboxStripeSettings, started.settings)

const eventState = (id: string) => Effect.map(findEvent(id), Option.getOrThrow)

const deliveredIds = (receiver: Receiver) => receiver.deliveries.map((delivery) => (JSON.parse(delivery.body) as { id: string }).id)

const waitFor = (check: () => boolean, what: string, millis = 5_000) =>
  Effect.gen(function* () {
    const until = Date.now() + millis
    while (!check()) {
      if (Date.now() > until) return yield* Effect.die(`timed out waiting for ${what}`)
      yield* pause(10)
    }
  })

/** Until the event's delivery is recorded (the receiver has it a moment before the row says so). */
const recordedAs = (id: string, status: "delivered" | "failed") =>
  Effect.gen(function* () {
    for (let tries = 0; tries < 300; tries++) {
      const event = yield* eventState(id)
      if (event.delivery_status === status) return event
      yield* pause(10)
    }
    return yield* Effect.die(`event ${id} never ${status}`)
  })

describe("sandbox webhook delivery", () => {
  layer(SandboxStripeTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("delivers an event once the failing webhook recovers, spacing the retries exponentially", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripeWith({ settings: { retryBase: "100 millis", deliveryRetries: 5 } })
        started.receiver.failNext = 3
        const event = yield* announceOn(started, "customer.created", { id: "cus_backoff", object: "customer" })
        yield* waitFor(() => deliveredIds(started.receiver).includes(event.id), "the delivery")
        const arrivals = started.receiver.arrivals
        expect(arrivals).toHaveLength(4)
        const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!)
        // 100 ms, 200 ms, 400 ms after each failure (the worker may wake a little late, never early).
        expect(gaps[0]).toBeGreaterThanOrEqual(90)
        expect(gaps[1]).toBeGreaterThanOrEqual(190)
        expect(gaps[2]).toBeGreaterThanOrEqual(390)
        expect(yield* recordedAs(event.id, "delivered")).toMatchObject({
          delivery_status: "delivered",
          attempts: 4,
          last_response_status: 200,
          next_attempt_at: null
        })
        const [delivery] = started.receiver.deliveries
        expect(started.stripe.webhooks.constructEvent(delivery!.body, delivery!.signature, TEST_WEBHOOK_SECRET).id).toBe(event.id)
      })
    )

    it.scoped("marks an event failed once its retries are spent, and a dashboard resend still delivers it", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripeWith({ settings: { retryBase: "10 millis", deliveryRetries: 2 } })
        started.receiver.failNext = 1_000
        const event = yield* announceOn(started, "invoice.paid", { id: "in_given_up", object: "invoice" })
        yield* waitFor(() => started.receiver.arrivals.length >= 3, "three attempts")
        expect(yield* recordedAs(event.id, "failed")).toMatchObject({ delivery_status: "failed", attempts: 3, last_response_status: 500 })
        yield* pause(100)
        expect(started.receiver.arrivals).toHaveLength(3)
        started.receiver.failNext = 0
        const resent = yield* Effect.promise(() =>
          fetch(`${started.baseUrl}/dashboard/events/${event.id}/resend`, { method: "POST" }).then((response) => response.json())
        )
        expect(resent).toMatchObject({
          id: event.id,
          resend: { delivered: true, status: 200 },
          delivery: { status: "delivered", attempts: 4 }
        })
      })
    )

    it.scoped("delivers the events left pending by a stopped process once it starts again on the same database", () =>
      Effect.gen(function* () {
        const receiver = yield* startReceiver
        receiver.failNext = 1_000
        const pending = yield* Effect.scoped(
          Effect.gen(function* () {
            const first = yield* startSandboxStripeWith({ receiver, settings: { retryBase: "50 millis", deliveryRetries: 8 } })
            const events = [
              yield* announceOn(first, "payment_intent.succeeded", { id: "pi_restart_1", object: "payment_intent" }),
              yield* announceOn(first, "charge.succeeded", { id: "ch_restart_1", object: "charge" })
            ]
            yield* waitFor(() => receiver.arrivals.length >= 2, "a failed attempt of each")
            return events
          })
        )
        // The process is gone: nothing delivers, and the rows are still pending.
        receiver.failNext = 0
        const arrivalsWhileDown = receiver.arrivals.length
        yield* pause(300)
        expect(receiver.arrivals.length).toBe(arrivalsWhileDown)
        for (const event of pending) expect(yield* eventState(event.id)).toMatchObject({ delivery_status: "pending" })

        yield* startSandboxStripeWith({ receiver, settings: { retryBase: "50 millis", deliveryRetries: 8 } })
        yield* waitFor(() => pending.every((event) => deliveredIds(receiver).includes(event.id)), "the pending events after the restart")
        for (const event of pending) yield* recordedAs(event.id, "delivered")
      })
    )

    it.scoped("in order by default; with deliveryOutOfOrder the events due together arrive shuffled", () =>
      Effect.gen(function* () {
        // Each sandbox in its own scope: a running worker would deliver the other's events too.
        yield* Effect.scoped(
          Effect.gen(function* () {
            const inOrder = yield* startSandboxStripeWith({ settings: { deliveryDelay: "150 millis" } })
            const ordered = yield* Effect.forEach(
              Array.from({ length: 8 }, (_, index) => index),
              (index) => announceOn(inOrder, "invoice.paid", { id: `in_ordered_${index}`, object: "invoice" })
            )
            yield* waitFor(() => inOrder.receiver.deliveries.length === 8, "eight deliveries")
            expect(deliveredIds(inOrder.receiver)).toEqual(ordered.map((event) => event.id))
            // Stopped before the last row says delivered, the next worker would deliver it again (at least once,
            // as Stripe does) into the other receiver.
            for (const event of ordered) yield* recordedAs(event.id, "delivered")
          })
        )

        const shuffled = yield* startSandboxStripeWith({ settings: { deliveryDelay: "150 millis", deliveryOutOfOrder: true } })
        // Announced in one transaction, as one change's events are: all due at the same moment.
        const announced = yield* atomically(
          Effect.forEach(
            Array.from({ length: 8 }, (_, index) => index),
            (index) => announceOn(shuffled, "invoice.paid", { id: `in_shuffled_${index}`, object: "invoice" })
          )
        )
        yield* waitFor(() => shuffled.receiver.deliveries.length === 8, "eight deliveries")
        const arrived = deliveredIds(shuffled.receiver)
        expect([...arrived].sort()).toEqual(announced.map((event) => event.id).sort())
        // One chance in 8! (40320) that a shuffle keeps the order.
        expect(arrived).not.toEqual(announced.map((event) => event.id))
      })
    )

    it.scoped("lists events newest first, page by page, by type or types[], without the sandbox's delivery record", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripeWith()
        const first = yield* announceOn(started, "refund.created", { id: "re_page_1", object: "refund" })
        const second = yield* announceOn(started, "refund.updated", { id: "re_page_1", object: "refund" })
        const third = yield* announceOn(started, "refund.created", { id: "re_page_2", object: "refund" })
        const page = yield* Effect.promise(() => started.stripe.events.list({ limit: 2 }))
        expect(page.has_more).toBe(true)
        expect(page.data.map((event) => event.id)).toEqual([third.id, second.id])
        expect(page.data[0]).not.toHaveProperty("delivery")
        const next = yield* Effect.promise(() => started.stripe.events.list({ limit: 2, starting_after: second.id }))
        expect(next.data.map((event) => event.id)[0]).toBe(first.id)
        const back = yield* Effect.promise(() => started.stripe.events.list({ limit: 1, ending_before: first.id }))
        expect(back.data.map((event) => event.id)).toEqual([second.id])
        const created = yield* Effect.promise(() => started.stripe.events.list({ type: "refund.created", limit: 2 }))
        expect(created.data.map((event) => event.id)).toEqual([third.id, first.id])
        const both = yield* Effect.promise(() => started.stripe.events.list({ types: ["refund.created", "refund.updated"], limit: 3 }))
        expect(both.data.map((event) => event.id)).toEqual([third.id, second.id, first.id])
      })
    )

    it.scoped("an event announced in a change that is rolled back is never delivered; a committed one is", () =>
      Effect.gen(function* () {
        const started = yield* startSandboxStripeWith()
        class Abandoned extends Data.TaggedError("Abandoned")<{ readonly id: string }> {}
        const abandoned = yield* Effect.flip(
          atomically(
            Effect.flatMap(announceOn(started, "charge.refunded", { id: "ch_rolled_back", object: "charge" }), (event) =>
              Effect.fail(new Abandoned({ id: event.id }))
            )
          )
        )
        const kept = yield* atomically(announceOn(started, "charge.refunded", { id: "ch_committed", object: "charge" }))
        yield* waitFor(() => deliveredIds(started.receiver).includes(kept.id), "the committed event")
        yield* pause(100)
        expect(deliveredIds(started.receiver)).not.toContain(abandoned.id)
        expect(Option.isNone(yield* findEvent(abandoned.id))).toBe(true)
      })
    )
  })
})
