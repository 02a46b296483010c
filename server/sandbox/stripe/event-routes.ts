// Events: retrievable and listable on /v1 exactly as on Stripe; the delivery record and a resend (which
// Stripe offers in its Dashboard, not its API) live under the sandbox dashboard's paths.
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"
import { requireSecretKey } from "./auth.ts"
import { requestForm, text } from "./form.ts"
import { fail, json, replied, resourceMissing } from "./replies.ts"
import { eventJson, eventWithDelivery, findEvent, listEvents } from "./store/events.ts"
import { deliverNow } from "./webhooks.ts"

const eventById = Effect.flatMap(HttpRouter.params, (params) => {
  const id = params["id"] ?? ""
  return Effect.flatMap(findEvent(id), Option.match({ onNone: () => fail(resourceMissing("event", id)), onSome: Effect.succeed }))
})

const listed = (render: typeof eventJson | typeof eventWithDelivery) =>
  Effect.gen(function* () {
    const form = yield* requestForm
    const limit = Math.min(Math.max(Number(text(form, "limit") ?? 10) || 10, 1), 100)
    const rows = yield* listEvents(text(form, "type"), limit)
    return json({ object: "list", data: rows.map(render), has_more: false, url: "/v1/events" })
  })

const list = Effect.zipRight(requireSecretKey, listed(eventJson))

const retrieve = Effect.gen(function* () {
  yield* requireSecretKey
  return json(eventJson(yield* eventById))
})

const deliveries = listed(eventWithDelivery)

const resend = Effect.gen(function* () {
  const event = yield* eventById
  const outcome = yield* deliverNow(event)
  const after = Option.getOrThrow(yield* findEvent(event.id))
  return json({ ...eventWithDelivery(after), resend: outcome })
})

export const eventRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/events", replied(list)),
  HttpRouter.get("/v1/events/:id", replied(retrieve)),
  HttpRouter.get("/dashboard/events", replied(deliveries)),
  HttpRouter.post("/dashboard/events/:id/resend", replied(resend))
)
