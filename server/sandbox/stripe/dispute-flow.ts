// A dispute's life as Stripe reports it: opened (charge.dispute.created, the funds withdrawn), then
// closed as won (the funds reinstated) or lost.
import { Effect, Option } from "effect"

import { atomically } from "./atomically.ts"
import { renderDispute } from "./render.ts"
import { findCharge, markDisputed } from "./store/charges.ts"
import { closeDispute, findDispute, insertDispute } from "./store/disputes.ts"
import { announce } from "./webhooks.ts"

/** Stripe's dispute reasons the dashboard may open one with. */
export const DISPUTE_REASONS = [
  "fraudulent",
  "duplicate",
  "product_not_received",
  "product_unacceptable",
  "subscription_canceled",
  "unrecognized",
  "general"
] as const

export const openDispute = (chargeId: string, reason: string) =>
  atomically(
    Effect.gen(function* () {
      const charge = Option.getOrThrow(yield* findCharge(chargeId))
      const id = yield* insertDispute(charge, reason)
      yield* markDisputed(charge.id)
      const dispute = yield* renderDispute(Option.getOrThrow(yield* findDispute(id)))
      yield* announce("charge.dispute.created", dispute)
      yield* announce("charge.dispute.funds_withdrawn", dispute)
      return dispute
    })
  )

/** Closes an open dispute; none when it was already closed. */
export const settleDispute = (id: string, status: "won" | "lost") =>
  atomically(
    Effect.gen(function* () {
      if (!(yield* closeDispute(id, status))) return Option.none()
      const dispute = yield* renderDispute(Option.getOrThrow(yield* findDispute(id)))
      yield* announce("charge.dispute.closed", dispute)
      if (status === "won") yield* announce("charge.dispute.funds_reinstated", dispute)
      return Option.some(dispute)
    })
  )
