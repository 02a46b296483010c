// Credits a rollout spends: a portal whose plan does not give a module buys it with one of its agency's credits
// before its install, under a lock on the agency, and the rollout's portal row records it (the module's key in
// credit_keys, credits_spent + 1) in the same transaction, so a job run again after a kill -9 never buys twice. When
// the module's install fails for good (the portal's change failed and that module's job did not succeed) its credit
// goes back in one transaction with the purchase removed: a credit is only kept for an install that succeeded. A
// layout's portal may buy several modules, each its own credit. Each is logged.
import { Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { RolloutRepo } from "../../db/repos/RolloutRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { JobFailure } from "../batches/jobFailure.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import { CANNOT_BUY, NO_CREDITS_LEFT } from "./rolloutTexts.ts"

interface CreditTarget {
  readonly rolloutId: string
  readonly portalId: number
  readonly agencyId: number | null
  readonly moduleKey: string
}

export class RolloutCredits extends Effect.Service<RolloutCredits>()("server/domain/RolloutCredits", {
  effect: Effect.gen(function* () {
    const repo = yield* RolloutRepo
    const holdings = yield* ModuleRepo
    const catalogue = yield* CatalogueRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    const moduleId = (key: string) =>
      Effect.map(
        catalogue.findByKey(key),
        Option.map((row) => row.id)
      )

    /** Buys the module for the portal with one credit, once per rollout portal; fails for good without one. */
    const reserve = (target: CreditTarget, userId: number) =>
      transaction.run(
        Effect.gen(function* () {
          const row = yield* repo.portalOf(target.rolloutId, target.portalId)
          if (Option.isSome(row) && row.value.credit_keys.includes(target.moduleKey)) return
          const module = yield* moduleId(target.moduleKey)
          if (target.agencyId === null || Option.isNone(module)) {
            return yield* new JobFailure({ message: CANNOT_BUY, retryable: false })
          }
          const agency = yield* holdings.lockAgency(target.agencyId)
          if (Option.isNone(agency)) return yield* new JobFailure({ message: CANNOT_BUY, retryable: false })
          if (agency.value.status === "suspend") return yield* new JobFailure({ message: AGENCY_SUSPENDED, retryable: false })
          if (agency.value.credit_limit < 1) return yield* new JobFailure({ message: NO_CREDITS_LEFT, retryable: false })
          const remaining = agency.value.credit_limit - 1
          yield* holdings.setCreditLimit(agency.value.id, remaining)
          yield* holdings.addPurchases(target.portalId, agency.value.id, [module.value])
          yield* repo.addCredit(target.rolloutId, target.portalId, target.moduleKey)
          yield* activity.record({
            event: "module.purchased",
            causer: userRef(userId),
            subject: { id: target.portalId, type: SubjectType.Portal },
            properties: {
              agency_id: agency.value.id,
              keys: [target.moduleKey],
              credits: 1,
              credit_limit: remaining,
              rollout_id: target.rolloutId
            }
          })
        })
      )

    /**
     * Gives back the credit the rollout's portal spent on the module (inside the caller's transaction): the purchase
     * removed, the agency's credit +1, the key out of credit_keys. Nothing when it spent none on it, so it happens once.
     */
    const giveBack = (target: CreditTarget, causer: number | null) =>
      Effect.gen(function* () {
        const row = yield* repo.portalOf(target.rolloutId, target.portalId)
        if (Option.isNone(row) || !row.value.credit_keys.includes(target.moduleKey)) return
        const module = yield* moduleId(target.moduleKey)
        if (Option.isSome(module)) yield* repo.removePurchase(target.portalId, module.value)
        const agency = target.agencyId === null ? Option.none() : yield* holdings.lockAgency(target.agencyId)
        const remaining = Option.isSome(agency) ? agency.value.credit_limit + 1 : null
        if (Option.isSome(agency)) yield* holdings.setCreditLimit(agency.value.id, remaining!)
        yield* repo.dropCredit(target.rolloutId, target.portalId, target.moduleKey)
        yield* activity.record({
          event: "module.purchase-returned",
          causer: causer === null ? null : userRef(causer),
          subject: { id: target.portalId, type: SubjectType.Portal },
          properties: {
            agency_id: target.agencyId,
            keys: [target.moduleKey],
            credits: 1,
            credit_limit: remaining,
            rollout_id: target.rolloutId
          }
        })
      })

    return { reserve, giveBack } as const
  })
}) {}
