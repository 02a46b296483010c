// The "plans" and "billing" groups: plan and credit-pack lists for any logged-in user; payments,
// cards, coupons and quotes through the Billing domain, which checks role and agency on each call.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { Billing } from "../../domain/billing/Billing.ts"
import { PlanAdmin } from "../../domain/plans/PlanAdmin.ts"

const asData = <A>(data: A) => ({ data })

export const PlansHttpLive = HttpApiBuilder.group(Api, "plans", (handlers) =>
  Effect.zipWith(Billing, PlanAdmin, (billing, planAdmin) =>
    handlers
      // With a status query (the admin Plans drawer) the list may include inactive plans: PlanAdmin.
      .handle("list", ({ urlParams }) =>
        (urlParams.status === undefined
          ? billing.listPlans(urlParams)
          : Effect.flatMap(CurrentUser, (user) => planAdmin.list(user, urlParams))
        ).pipe(Effect.map(asData))
      )
      .handle("credits", () => billing.creditPacks.pipe(Effect.map(asData)))
  )
)

export const BillingHttpLive = HttpApiBuilder.group(Api, "billing", (handlers) =>
  Effect.map(Billing, (billing) =>
    handlers
      .handle("setupIntent", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => billing.setupIntent(user, path.agencyId)).pipe(Effect.map(asData))
      )
      .handle("paymentIntent", ({ headers, path, payload }) =>
        Effect.flatMap(CurrentUser, (user) =>
          billing.creditPaymentIntent(user, path.agencyId, payload, headers["idempotency-key"] ?? null)
        ).pipe(Effect.map(asData))
      )
      .handle("addPaymentMethod", ({ headers, payload }) =>
        Effect.flatMap(CurrentUser, (user) => billing.addPaymentMethod(user, payload, headers["idempotency-key"] ?? null)).pipe(
          Effect.map(asData)
        )
      )
      .handle("paymentMethods", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => billing.paymentMethods(user, urlParams.agency)).pipe(Effect.map(asData))
      )
      .handle("deletePaymentMethod", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => billing.deletePaymentMethod(user, urlParams.agency, path.id))
      )
      .handle("charge", ({ headers, payload }) =>
        Effect.flatMap(CurrentUser, (user) => billing.charge(user, payload, headers["idempotency-key"] ?? null)).pipe(Effect.map(asData))
      )
      .handle("subscribe", ({ headers, payload }) =>
        Effect.flatMap(CurrentUser, (user) => billing.subscribe(user, payload, headers["idempotency-key"] ?? null)).pipe(Effect.map(asData))
      )
      .handle("applyCoupon", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => billing.applyCoupon(user, payload)).pipe(Effect.map(asData))
      )
      .handle("upgradePortal", ({ headers, path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => billing.upgradePortal(user, path.agencyId, payload, headers["idempotency-key"] ?? null)).pipe(
          Effect.map(asData)
        )
      )
      .handle("paymentStatus", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => billing.paymentStatus(user, path.paymentId)).pipe(Effect.map(asData))
      )
      .handle("history", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => billing.history(user, urlParams)).pipe(Effect.map(asData))
      )
      .handle("standing", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => billing.standing(user, urlParams.agency)).pipe(Effect.map(asData))
      )
      .handle("prePlan", ({ payload }) => Effect.flatMap(CurrentUser, (user) => billing.prePlan(user, payload)).pipe(Effect.map(asData)))
  )
)
