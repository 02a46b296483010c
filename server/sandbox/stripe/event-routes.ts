// Events: retrievable and listable on /v1 exactly as on Stripe. Their delivery record and a resend
// (which Stripe offers in its Dashboard, not its API) are the sandbox dashboard's (dashboard-routes.ts).
import { HttpRouter } from "@effect/platform"
import { Effect, Option } from "effect"

import { requireSecretKey } from "./auth.ts"
import { requestForm, text, tree } from "./form.ts"
import { fail, invalidRequest, json, LIMIT_OUT_OF_RANGE, replied, resourceMissing } from "./replies.ts"
import { eventJson, findEvent, pageEvents } from "./store/events.ts"

const eventById = Effect.flatMap(HttpRouter.params, (params) => {
  const id = params["id"] ?? ""
  return Effect.flatMap(findEvent(id), Option.match({ onNone: () => fail(resourceMissing("event", id)), onSome: Effect.succeed }))
})

const eventParam = (id: string | undefined, param: string) =>
  Effect.gen(function* () {
    if (id === undefined) return undefined
    if (Option.isNone(yield* findEvent(id)))
      return yield* fail(invalidRequest(`No such event: '${id}'`, { code: "resource_missing", param }))
    return id
  })

/** `type` or `types[]`, `limit`, `starting_after` and `ending_before`, as Stripe takes them. */
const list = Effect.gen(function* () {
  yield* requireSecretKey
  const form = yield* requestForm
  const rawLimit = text(form, "limit")
  const limit = rawLimit === undefined ? 10 : Number(rawLimit)
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return yield* fail(invalidRequest(LIMIT_OUT_OF_RANGE, { param: "limit" }))
  const typeList = tree(form, "types")
  const types = [
    ...(typeList === undefined ? [] : Object.values(typeList).filter((value): value is string => typeof value === "string")),
    ...[text(form, "type")].filter((value): value is string => value !== undefined)
  ]
  const page = yield* pageEvents({
    types,
    after: yield* eventParam(text(form, "starting_after"), "starting_after"),
    before: yield* eventParam(text(form, "ending_before"), "ending_before"),
    limit
  })
  return json({ object: "list", data: page.data.map(eventJson), has_more: page.hasMore, url: "/v1/events" })
})

const retrieve = Effect.gen(function* () {
  yield* requireSecretKey
  return json(eventJson(yield* eventById))
})

export const eventRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/v1/events", replied(list)),
  HttpRouter.get("/v1/events/:id", replied(retrieve))
)
