// The "planAdmin" group: plan and credit-pack administration (plan-admin-api.ts). Handlers decode,
// hand the caller to PlanAdmin / CreditAdmin (which check the role) and wrap results in `data`.
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"
import { CurrentUser } from "#contract/security.ts"

import { CreditAdmin } from "../../domain/plans/CreditAdmin.ts"
import { PlanAdmin } from "../../domain/plans/PlanAdmin.ts"
import { expectedVersion, withETag } from "../recordVersion.ts"

const asData = <A>(data: A) => ({ data })

export const PlanAdminHttpLive = HttpApiBuilder.group(Api, "planAdmin", (handlers) =>
  Effect.gen(function* () {
    const plans = yield* PlanAdmin
    const credits = yield* CreditAdmin
    return handlers
      .handle("credits", ({ urlParams }) => credits.list(urlParams).pipe(Effect.map(asData)))
      .handle("credit", ({ path }) => credits.read(path.id).pipe(Effect.map(asData), withETag))
      .handle("readCredit", ({ path }) => credits.read(path.id).pipe(Effect.map(asData), withETag))
      .handle("createCredit", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => credits.create(user, payload)).pipe(Effect.map(asData))
      )
      .handle("updateCredit", ({ path, payload }) =>
        Effect.flatMap(Effect.zip(CurrentUser, expectedVersion(payload.lock_version)), ([user, expected]) =>
          credits.update(user, path.id, payload, expected)
        ).pipe(Effect.map(asData), withETag)
      )
      .handle("deleteCredit", ({ path }) => Effect.flatMap(CurrentUser, (user) => credits.remove(user, path.id)).pipe(Effect.map(asData)))
      .handle("read", ({ path }) => Effect.flatMap(CurrentUser, (user) => plans.read(user, path.id)).pipe(Effect.map(asData), withETag))
      .handle("create", ({ payload }) => Effect.flatMap(CurrentUser, (user) => plans.create(user, payload)).pipe(Effect.map(asData)))
      .handle("update", ({ path, payload }) =>
        Effect.flatMap(Effect.zip(CurrentUser, expectedVersion(payload.lock_version)), ([user, expected]) =>
          plans.update(user, path.id, payload, expected)
        ).pipe(Effect.map(asData), withETag)
      )
      .handle("remove", ({ path }) => Effect.flatMap(CurrentUser, (user) => plans.remove(user, path.id)).pipe(Effect.map(asData)))
  })
)
