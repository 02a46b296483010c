// Events: retrievable and listable as on Stripe (with the sandbox's delivery record added), and a
// sandbox-only resend that delivers an event again at once, for tests of idempotent webhooks.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"
import { requireSecretKey } from "./auth.ts"
import { requestForm, text } from "./form.ts"
import { fail, json, replied, resourceMissing } from "./replies.ts"
import { eventWithDelivery, findEvent, listEvents } from "./store/events.ts"
import { deliverNow } from "./webhooks.ts"

const eventById = Effect.flatMap(HttpRouter.params, (params) => {
  const id = params["id"] ?? ""
  return Effect.flatMap(findEvent(id), Option.match({ onNone: () => fail(resourceMissing("event", id)), onSome: Effect.succeed }))
})

const list = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const limit = Math.min(Math.max(Number(text(form, "limit") ?? 10) || 10, 1), 100)
  const rows = yield* listEvents(text(form, "type"), limit)
  return json({ object: "list", data: rows.map(eventWithDelivery), has_more: false, url: "/v1/events" })
})

const retrieve = Effect.gen(function* () {
  yield* requireSecretKey
  return json(eventWithDelivery(yield* eventById))
})

const resend = Effect.gen(function* () {
  yield* requireSecretKey
  const event = yield* eventById
  const outcome = yield* deliverNow(event)
  const after = Option.getOrThrow(yield* findEvent(event.id))
  return json({ ...eventWithDelivery(after), resend: outcome })
})

export const eventRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/events", replied(list)),
  HttpRouter.get("/v1/events/:id", replied(retrieve)),
  HttpRouter.post("/v1/events/:id/resend", replied(resend))
)
