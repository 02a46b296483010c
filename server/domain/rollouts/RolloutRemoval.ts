// A rollback's "remove": the rollout installed the module where the portal had none, so undoing it takes the module
// out. Its folder is deleted through HubSpot's source-code DELETE (after the overwrite check: a file edited in
// HubSpot since fails the portal instead), then the holding row goes, with History, the log, and the credit the
// rollout spent for that portal given back, in one transaction. Run again after a kill -9, a portal that no longer
// holds the module is done (its transaction had committed).
import { Effect, Option } from "effect"

import { Forbidden } from "#contract/errors.ts"
import type { Module } from "#contract/module.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { RolloutRepo } from "../../db/repos/RolloutRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import type { ModuleFacts } from "../modules/moduleState.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { OverwriteGuard } from "../overwrite/OverwriteGuard.ts"
import { RolloutCredits } from "./RolloutCredits.ts"
import { moduleWrites } from "./RolloutPreview.ts"
import type { RolloutJobPayload } from "./rolloutTexts.ts"

export class RolloutRemoval extends Effect.Service<RolloutRemoval>()("server/domain/RolloutRemoval", {
  effect: Effect.gen(function* () {
    const catalogue = yield* CatalogueRepo
    const repo = yield* RolloutRepo
    const history = yield* HistoryRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const crm = yield* Crm
    const portalCrm = yield* PortalCrm
    const overwrite = yield* OverwriteGuard
    const credits = yield* RolloutCredits

    const remove = (user: User, portal: PortalContextRow, facts: ModuleFacts, state: Module, payload: RolloutJobPayload) =>
      Effect.gen(function* () {
        if (!state.installed) return "removed"
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        const files = (yield* catalogue.versionsOf([facts.id])).find((row) => row.version === state.installed_version)?.files ?? []
        const writes = moduleWrites(portal, facts, state.installed_version, files)
        const token = yield* portalCrm.accessToken(portal)
        // No resolutions: an edited file stops the removal (409) before anything is deleted.
        yield* overwrite.guard(portal, token, writes, undefined)
        const folder = `${portal.custom_installation}/modules/${facts.key}.module`
        yield* crm.deleteFolder(token, "published", folder).pipe(
          // Gone already (deleted before a kill -9, or by hand): nothing left to delete.
          Effect.catchTag("CrmNotFound", () => Effect.void),
          Effect.mapError(crmErrorToWire)
        )
        const original = Option.flatMap(yield* repo.find(payload.rollout_id), (row) => Option.fromNullable(row.rollback_of))
        yield* transaction.run(
          Effect.gen(function* () {
            yield* repo.removeHolding(portal.id, facts.id)
            const properties = { module: facts.key, previous_version: state.installed_version, rollout_id: payload.rollout_id }
            yield* activity.record({
              event: "module.removed",
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties
            })
            yield* history.insert({
              portalId: portal.id,
              name: `${facts.name} ${state.installed_version}`,
              statusLabel: "Removed",
              payload: properties,
              createdBy: user.id
            })
            if (Option.isSome(original)) {
              yield* credits.giveBack(
                { rolloutId: original.value, portalId: portal.id, agencyId: portal.agency_id, moduleKey: facts.key },
                user.id
              )
            }
          })
        )
        return "removed"
      })

    return { remove } as const
  })
}) {}
