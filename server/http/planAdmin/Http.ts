// The "planAdmin" group: plan and credit-pack administration (plan-admin-api.ts). Handlers decode,
// hand the caller to PlanAdmin / CreditAdmin (which check the role) and wrap results in `data`.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"
import { CreditAdmin } from "../../domain/plans/CreditAdmin.ts"
import { PlanAdmin } from "../../domain/plans/PlanAdmin.ts"

const asData = <A>(data: A) => ({ data })

export const PlanAdminHttpLive = HttpApiBuilder.group(Api, "planAdmin", (handlers) =>
  Effect.gen(function*() {
    const plans = yield* PlanAdmin
    const credits = yield* CreditAdmin
    return handlers
      .handle("credits", ({ urlParams }) => credits.list(urlParams).pipe(Effect.map(asData)))
      .handle("credit", ({ path }) => credits.read(path.id).pipe(Effect.map(asData)))
      .handle("readCredit", ({ path }) => credits.read(path.id).pipe(Effect.map(asData)))
      .handle("createCredit", ({ payload }) => Effect.flatMap(CurrentUser, (user) => credits.create(user, payload)).pipe(Effect.map(asData)))
      .handle("updateCredit", ({ path, payload }) => Effect.flatMap(CurrentUser, (user) => credits.update(user, path.id, payload)).pipe(Effect.map(asData)))
      .handle("deleteCredit", ({ path }) => Effect.flatMap(CurrentUser, (user) => credits.remove(user, path.id)).pipe(Effect.map(asData)))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => plans.read(user, path.id)).pipe(Effect.map(asData)))
      .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (user) => plans.create(user, payload)).pipe(Effect.map(asData)))
      .handle("update", ({ path, payload }) => Effect.flatMap(CurrentUser, (user) => plans.update(user, path.id, payload)).pipe(Effect.map(asData)))
      .handle("remove", ({ path }) => Effect.flatMap(CurrentUser, (user) => plans.remove(user, path.id)).pipe(Effect.map(asData)))
  }))
