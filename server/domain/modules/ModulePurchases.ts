// Buying modules for a portal with agency credits: one credit per module the portal neither owns nor
// gets from its plan, spent atomically under a row lock on the agency so concurrent purchases can
// neither spend a credit twice nor lose one.
import { Effect, Option } from "effect"

import { Forbidden, NotFound, PaymentRequired, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { AGENCY_SUSPENDED, FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { scopeFor } from "../policy/Policy.ts"
import { ModuleCatalog } from "./ModuleCatalog.ts"
import { planGives } from "./moduleState.ts"

export const NOT_ENOUGH_CREDITS = "Not enough credits. Buy credits to unlock this module."
export const UNKNOWN_MODULE = "The selected module is invalid."

export interface PurchaseRequest {
  readonly keys: ReadonlyArray<string>
  readonly agency_id: number
  readonly portal_id: number
}

export class ModulePurchases extends Effect.Service<ModulePurchases>()("server/domain/ModulePurchases", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const holdings = yield* ModuleRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    const purchase = (user: User, request: PurchaseRequest) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), request.portal_id)
        // Only members spend their agency's credits, and only on that agency's portals.
        if (portal.agency_id !== request.agency_id || !(yield* holdings.isAgencyMember(user.id, request.agency_id))) {
          return yield* new Forbidden({ message: FORBIDDEN })
        }
        const keys = [...new Set(request.keys)]
        const modules = yield* catalogue.findByKeys(keys)
        if (modules.length !== keys.length) return yield* Unprocessable.field("keys", UNKNOWN_MODULE)

        const creditLimit = yield* transaction.run(
          Effect.gen(function* () {
            const agency = yield* holdings.lockAgency(request.agency_id)
            if (Option.isNone(agency)) return yield* new NotFound({ message: NOT_FOUND })
            if (agency.value.status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
            // Read after taking the lock: a purchase that committed meanwhile is seen here.
            const owned = new Set(
              yield* holdings.purchasedIds(
                portal.id,
                modules.map((module) => module.id)
              )
            )
            const toBuy = modules.filter((module) => !owned.has(module.id) && !planGives(portal.plan, module.access))
            if (toBuy.length === 0) return agency.value.credit_limit
            if (agency.value.credit_limit < toBuy.length) return yield* new PaymentRequired({ message: NOT_ENOUGH_CREDITS })
            const remaining = agency.value.credit_limit - toBuy.length
            yield* holdings.setCreditLimit(agency.value.id, remaining)
            yield* holdings.addPurchases(
              portal.id,
              agency.value.id,
              toBuy.map((module) => module.id)
            )
            yield* activity.record({
              event: "module.purchased",
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties: {
                agency_id: agency.value.id,
                keys: toBuy.map((module) => module.key),
                credits: toBuy.length,
                credit_limit: remaining
              }
            })
            return remaining
          })
        )
        const data = yield* catalog.view(portal, yield* catalog.factsOf(modules))
        return { data: { credit_limit: creditLimit, modules: data } }
      })

    return { purchase } as const
  })
}) {}
