// Events: retrievable and listable on /v1 exactly as on Stripe. Their delivery record and a resend
// (which Stripe offers in its Dashboard, not its API) are the sandbox dashboard's (dashboard-routes.ts).
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"
import { requireSecretKey } from "./auth.ts"
import { requestForm, text } from "./form.ts"
import { fail, json, replied, resourceMissing } from "./replies.ts"
import { eventJson, findEvent, listEvents } from "./store/events.ts"

const eventById = Effect.flatMap(HttpRouter.params, (params) => {
  const id = params["id"] ?? ""
  return Effect.flatMap(findEvent(id), Option.match({ onNone: () => fail(resourceMissing("event", id)), onSome: Effect.succeed }))
})

const list = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const limit = Math.min(Math.max(Number(text(form, "limit") ?? 10) || 10, 1), 100)
  const rows = yield* listEvents(text(form, "type"), limit)
  return json({ object: "list", data: rows.map(eventJson), has_more: false, url: "/v1/events" })
})

const retrieve = Effect.gen(function* () {
  yield* requireSecretKey
  return json(eventJson(yield* eventById))
})

export const eventRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/events", replied(list)),
  HttpRouter.get("/v1/events/:id", replied(retrieve))
)
