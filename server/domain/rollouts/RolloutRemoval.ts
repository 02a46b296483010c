// A rollback's "remove": the rollout installed the module (or added the theme file) where the portal had none, so
// undoing it takes it out. The module's folder (the theme file) is deleted through HubSpot's source-code DELETE (after the overwrite check: a file edited in
// HubSpot since fails the portal instead), then the holding row goes, with History, the log, and the credit the
// rollout spent for that portal given back, in one transaction. Run again after a kill -9, a portal that no longer
// holds it is done (its transaction had committed).
import { Effect, Option } from "effect"

import { Forbidden } from "#contract/errors.ts"
import type { Module } from "#contract/module.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { RolloutRepo } from "../../db/repos/RolloutRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import type { FileFacts } from "../files/fileState.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import type { ModuleFacts } from "../modules/moduleState.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { OverwriteGuard, type PlannedWrite } from "../overwrite/OverwriteGuard.ts"
import { RolloutCredits } from "./RolloutCredits.ts"
import type { RolloutJobPayload } from "./rolloutTexts.ts"
import { fileFolder, fileWrites, moduleWrites } from "./rolloutWrites.ts"

export class RolloutRemoval extends Effect.Service<RolloutRemoval>()("server/domain/RolloutRemoval", {
  effect: Effect.gen(function* () {
    const catalogue = yield* CatalogueRepo
    const repo = yield* RolloutRepo
    const history = yield* HistoryRepo
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction
    const portalCrm = yield* PortalCrm
    const overwrite = yield* OverwriteGuard
    const credits = yield* RolloutCredits
    const themeFiles = yield* FileRepo

    /** Deletes `path` from the portal's folder once the overwrite check passed; already gone is done. */
    const deleteChecked = (portal: PortalContextRow, writes: ReadonlyArray<PlannedWrite>, path: string) =>
      Effect.gen(function* () {
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        const token = yield* portalCrm.accessToken(portal)
        // No resolutions: an edited file stops the removal (409) before anything is deleted.
        yield* overwrite.guard(portal, token, writes, undefined)
        yield* portalCrm.remove(token, path)
      })

    /** History and the log of a removal, in the caller's transaction. */
    const recordRemoval = (
      user: User,
      portalId: number,
      event: "module.removed" | "file.removed",
      name: string,
      properties: Record<string, unknown>
    ) =>
      Effect.gen(function* () {
        yield* activity.record({
          event,
          causer: userRef(user.id),
          subject: { id: portalId, type: SubjectType.Portal },
          properties
        })
        yield* history.insert({ portalId, name, statusLabel: "Removed", payload: properties, createdBy: user.id })
      })

    const remove = (user: User, portal: PortalContextRow, facts: ModuleFacts, state: Module, payload: RolloutJobPayload) =>
      Effect.gen(function* () {
        if (!state.installed) return "removed"
        const files = (yield* catalogue.versionsOf([facts.id])).find((row) => row.version === state.installed_version)?.files ?? []
        const writes = moduleWrites(portal, facts, state.installed_version, files)
        yield* deleteChecked(portal, writes, `${portal.custom_installation}/modules/${facts.key}.module`)
        const original = Option.flatMap(yield* repo.find(payload.rollout_id), (row) => Option.fromNullable(row.rollback_of))
        yield* transaction.run(
          Effect.gen(function* () {
            yield* repo.removeHolding(portal.id, facts.id)
            const properties = { module: facts.key, previous_version: state.installed_version, rollout_id: payload.rollout_id }
            yield* recordRemoval(user, portal.id, "module.removed", `${facts.name} ${state.installed_version}`, properties)
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

    /** Takes out the theme file the rollout added: gone from the portal's folder, then no longer held. */
    const removeFile = (user: User, portal: PortalContextRow, file: FileFacts, payload: RolloutJobPayload) =>
      Effect.gen(function* () {
        const holding = (yield* themeFiles.held(portal.id)).find((row) => row.theme_file_id === file.id)
        if (holding === undefined) return "removed"
        const writes = fileWrites(portal, file, holding.installed_version)
        yield* deleteChecked(portal, writes, `${fileFolder(portal, file)}/${file.name}`)
        yield* transaction.run(
          Effect.gen(function* () {
            yield* themeFiles.removeHolding(portal.id, file.id)
            const properties = { file: file.path, previous_version: holding.installed_version, rollout_id: payload.rollout_id }
            yield* recordRemoval(user, portal.id, "file.removed", `${file.name} ${holding.installed_version}`, properties)
          })
        )
        return "removed"
      })

    return { remove, removeFile } as const
  })
}) {}
