// The sandbox dashboard (not Stripe's API: nothing under /v1): a page for testers and the same actions
// as small JSON endpoints for tests and browser journeys. Each action answers JSON, or, for the
// page's own forms (a browser asking for HTML), goes back to the page with a notice.
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { SANDBOX_STRIPE_PREFIX } from "../../lib/embedded-services.ts"
import { recentActivity } from "./dashboard-data.ts"
import { dashboardPage } from "./dashboard-page.ts"
import { DISPUTE_REASONS, openDispute, settleDispute } from "./dispute-flow.ts"
import { type FormTree, parseForm, text } from "./form.ts"
import { refundCharge } from "./refund-flow.ts"
import { fail, invalidRequest, json, type Reply, resourceMissing } from "./replies.ts"
import { findCharge } from "./store/charges.ts"
import { eventWithDelivery, findEvent, listEvents } from "./store/events.ts"
import { findSubscription } from "./store/subscriptions.ts"
import { cancelNow, renewNow } from "./subscription-flow.ts"
import { deliverNow } from "./webhooks.ts"

const DASHBOARD = `${SANDBOX_STRIPE_PREFIX}/dashboard`

/** The action's fields: a JSON object or a form, whichever the caller sent. */
const input = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const body = yield* Effect.orElseSucceed(request.text, () => "")
  if ((request.headers["content-type"] ?? "").includes("json")) {
    const parsed = yield* Effect.try(() => JSON.parse(body === "" ? "{}" : body) as Record<string, unknown>).pipe(
      Effect.orElse(() => fail(invalidRequest("The body is not valid JSON.")))
    )
    return Object.fromEntries(
      Object.entries(parsed)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => [key, String(value)])
    ) as FormTree
  }
  return parseForm(new URLSearchParams(body))
})

const wantsPage = Effect.map(HttpServerRequest.HttpServerRequest, (request) => (request.headers["accept"] ?? "").includes("text/html"))

const messageOf = (reply: Reply) => {
  const body = reply.response.body
  if (body._tag !== "Uint8Array") return "The action failed."
  const parsed = JSON.parse(new TextDecoder().decode(body.body)) as { error?: { message?: string } }
  return parsed.error?.message ?? "The action failed."
}

const backToPage = (notice: Record<string, string>) =>
  HttpServerResponse.redirect(`${DASHBOARD}?${new URLSearchParams(notice).toString()}`, { status: 303 })

/** Runs an action: its JSON (or Stripe-style error) for callers, the page with a notice for its forms. */
const action = <R>(run: (fields: FormTree) => Effect.Effect<unknown, Reply, R>, done: string) =>
  Effect.gen(function* () {
    const page = yield* wantsPage
    const outcome = yield* Effect.either(Effect.flatMap(input, run))
    if (outcome._tag === "Right") return page ? backToPage({ message: done }) : json(outcome.right)
    return page ? backToPage({ error: messageOf(outcome.left) }) : outcome.left.response
  })

const chargeNamed = (id: string | undefined) =>
  Effect.gen(function* () {
    if (id === undefined) return yield* fail(invalidRequest("Missing required param: charge.", { param: "charge" }))
    const charge = yield* findCharge(id)
    if (Option.isNone(charge)) return yield* fail(resourceMissing("charge", id, "charge"))
    return charge.value
  })

const refund = action(
  (fields) =>
    Effect.gen(function* () {
      const charge = yield* chargeNamed(text(fields, "charge"))
      const amount = text(fields, "amount")
      const reason = text(fields, "reason")
      return yield* refundCharge(charge, {
        amount: amount === "" ? undefined : amount,
        reason: reason === "" ? undefined : reason,
        metadata: {}
      })
    }),
  "Refunded."
)

const dispute = action(
  (fields) =>
    Effect.gen(function* () {
      const charge = yield* chargeNamed(text(fields, "charge"))
      const reason = text(fields, "reason") ?? "fraudulent"
      if (!(DISPUTE_REASONS as ReadonlyArray<string>).includes(reason))
        return yield* fail(invalidRequest(`Invalid reason: must be one of ${DISPUTE_REASONS.join(", ")}`, { param: "reason" }))
      if (charge.status !== "succeeded")
        return yield* fail(invalidRequest(`Charge ${charge.id} did not succeed; there is nothing to dispute.`, { param: "charge" }))
      if (charge.disputed) return yield* fail(invalidRequest(`Charge ${charge.id} is already disputed.`, { param: "charge" }))
      if (charge.amount_refunded >= charge.amount)
        return yield* fail(invalidRequest(`Charge ${charge.id} was refunded in full; there is nothing to dispute.`, { param: "charge" }))
      return yield* openDispute(charge.id, reason)
    }),
  "Dispute opened."
)

const closeDispute = action(
  (fields) =>
    Effect.gen(function* () {
      const id = (yield* HttpRouter.params)["id"] ?? ""
      const status = text(fields, "status")
      if (status !== "won" && status !== "lost") return yield* fail(invalidRequest("status must be won or lost.", { param: "status" }))
      const closed = yield* settleDispute(id, status)
      if (Option.isSome(closed)) return closed.value
      return yield* fail(invalidRequest(`Dispute ${id} does not exist or is already closed.`, { param: "id" }))
    }),
  "Dispute closed."
)

const subscriptionNamed = Effect.gen(function* () {
  const id = (yield* HttpRouter.params)["id"] ?? ""
  const subscription = yield* findSubscription(id)
  if (Option.isNone(subscription)) return yield* fail(resourceMissing("subscription", id))
  return subscription.value
})

/** The period's end come early: the next period's invoice, charged (or, with fail, declined). */
const renew = action(
  (fields) =>
    Effect.gen(function* () {
      const subscription = yield* subscriptionNamed
      return yield* renewNow(subscription, text(fields, "fail") === "true")
    }),
  "Renewed: the next period's invoice was charged."
)

const cancel = action(() => Effect.flatMap(subscriptionNamed, cancelNow), "Subscription canceled.")

const resend = action(
  () =>
    Effect.gen(function* () {
      const id = (yield* HttpRouter.params)["id"] ?? ""
      const event = yield* findEvent(id)
      if (Option.isNone(event)) return yield* fail(resourceMissing("event", id))
      const outcome = yield* deliverNow(event.value)
      return { ...eventWithDelivery(Option.getOrThrow(yield* findEvent(id))), resend: outcome }
    }),
  "Event sent again."
)

/** Every event with how its delivery went, newest first (`type`, `limit` as on /v1/events). */
const deliveries = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const query = parseForm(new URL(request.url, "http://sandbox").searchParams)
  const limit = Math.min(Math.max(Number(text(query, "limit") ?? 10) || 10, 1), 100)
  const rows = yield* listEvents(text(query, "type"), limit)
  return json({ object: "list", data: rows.map(eventWithDelivery), has_more: false, url: `${DASHBOARD}/events` })
})

const show = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const query = new URL(request.url, "http://sandbox").searchParams
  const notice = { message: query.get("message") ?? undefined, error: query.get("error") ?? undefined }
  return HttpServerResponse.html(dashboardPage(yield* recentActivity, notice)).pipe(
    HttpServerResponse.setHeaders({ "cache-control": "no-store" })
  )
})

export const dashboardRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/dashboard", show),
  HttpRouter.post("/dashboard/refund", refund),
  HttpRouter.post("/dashboard/disputes", dispute),
  HttpRouter.post("/dashboard/disputes/:id/close", closeDispute),
  HttpRouter.post("/dashboard/subscriptions/:id/renew", renew),
  HttpRouter.post("/dashboard/subscriptions/:id/cancel", cancel),
  HttpRouter.get("/dashboard/events", deliveries),
  HttpRouter.post("/dashboard/events/:id/resend", resend)
)
