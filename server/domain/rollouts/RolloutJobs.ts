// One portal's part of a rollout, run by the BatchWorker as the rollout's starter: install or upgrade the module
// (a credit bought first where the plan does not give it) or the theme file, or upgrade the theme version
// (RolloutTheme); for a rollback, put back the version the portal had (revert) or take it out (remove). Every write
// goes through the overwrite check WITHOUT resolutions: a file edited in HubSpot since the preview fails the portal
// with a clear reason, never overwritten unseen. Run again after a kill -9 (the job went back to pending), a portal
// already where the job takes it is a success.
import { Effect, Option, Schema } from "effect"

import { StatusCode } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import type { ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import { RolloutRepo } from "../../db/repos/RolloutRepo.ts"
import { describeJobFailure, JobFailure, jobStarter } from "../batches/jobFailure.ts"
import { fileState, groupFacts } from "../files/fileState.ts"
import { PortalFiles } from "../files/PortalFiles.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { ModuleInstaller } from "../modules/ModuleInstaller.ts"
import { compareVersions } from "../modules/semver.ts"
import { batchJob } from "../overwrite/OverwriteGuard.ts"
import { scopeFor } from "../policy/Policy.ts"
import { UserView } from "../users/UserView.ts"
import { RolloutCredits } from "./RolloutCredits.ts"
import { RolloutRemoval } from "./RolloutRemoval.ts"
import { RolloutJobPayload } from "./rolloutTexts.ts"
import { RolloutTheme } from "./RolloutTheme.ts"

const RECONNECT_FIRST = "This portal must be reconnected to the CRM. Reconnect it, then retry."
const MALFORMED = "Malformed rollout job."
const malformed = () => new JobFailure({ message: MALFORMED, retryable: false })
/** A rollback's theme file whose kept version is no longer the one the rollout replaced. */
const fileChanged = (name: string, version: string) =>
  new JobFailure({ message: `It no longer keeps ${name} ${version} to return to.`, retryable: false })

export class RolloutJobs extends Effect.Service<RolloutJobs>()("server/domain/RolloutJobs", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const installer = yield* ModuleInstaller
    const users = yield* UserView
    const credits = yield* RolloutCredits
    const removal = yield* RolloutRemoval
    const repo = yield* RolloutRepo
    const files = yield* FileRepo
    const portalFiles = yield* PortalFiles
    const theme = yield* RolloutTheme

    const runModuleJob = (user: User, payload: RolloutJobPayload, key: string) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), payload.portal)
        const row = yield* catalogue.findByKey(key)
        if (Option.isNone(row)) return yield* malformed()
        const [facts] = yield* catalog.factsOf([row.value])
        const [state] = yield* catalog.view(portal, [facts!])
        const action = { module: key, portal: payload.portal }
        const tag = repo.tagHistory(portal.id, { field: "module", key }, payload.rollout_id)

        switch (payload.action) {
          case "install":
          case "upgrade": {
            const target = payload.to_version ?? state!.current_version
            // Already there (the write happened before a kill -9): done, and a credit reserved for it is kept.
            if (state!.installed && compareVersions(state!.installed_version, target) >= 0) return "current"
            if (state!.pad_lock !== null) {
              yield* credits.reserve(
                { rolloutId: payload.rollout_id, portalId: portal.id, agencyId: portal.agency_id, moduleKey: key },
                user.id
              )
            }
            // Starting the rollout is the consent to the major upgrade it brings.
            if (state!.installed) yield* installer.upgrade(user, { ...action, confirm: "upgrade" }, batchJob)
            else yield* installer.install(user, action, batchJob)
            yield* tag
            return state!.installed ? "upgraded" : "installed"
          }
          case "revert": {
            // A rollback's portal goes back to the version it held before the rollout.
            const target = payload.to_version
            if (target === null) return yield* malformed()
            if (state!.installed && compareVersions(state!.installed_version, target) === 0) return "current"
            yield* installer.restore(user, action, target)
            yield* tag
            return "reverted"
          }
          case "remove":
            return yield* removal.remove(user, portal, facts!, state!, payload)
        }
      })

    const runFileJob = (user: User, payload: RolloutJobPayload, path: string) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), payload.portal)
        const file = groupFacts(yield* files.catalogue).find((candidate) => candidate.path === path)
        if (file === undefined) return yield* malformed()
        const holding = (yield* files.held(portal.id)).find((row) => row.theme_file_id === file.id)
        const state = fileState(file, holding)
        const action = { file: path, portal: payload.portal }
        const tag = repo.tagHistory(portal.id, { field: "file", key: path }, payload.rollout_id)

        switch (payload.action) {
          case "install":
          case "upgrade": {
            const target = payload.to_version ?? state.current_version
            // Already there (the write happened before a kill -9): done.
            if (state.installed && compareVersions(state.hubspot_version, target) >= 0) return "current"
            if (state.installed) yield* portalFiles.upgrade(user, action, batchJob)
            else yield* portalFiles.install(user, action, batchJob)
            yield* tag
            return state.installed ? "upgraded" : "installed"
          }
          case "revert": {
            // The file service keeps the version an update replaced: the rollback returns to it when it is still
            // the one the rollout replaced.
            const target = payload.to_version
            if (target === null) return yield* malformed()
            if (state.installed && compareVersions(state.hubspot_version, target) === 0) return "current"
            if (holding?.previous_version !== target) return yield* fileChanged(file.name, target)
            yield* portalFiles.revert(user, action, batchJob)
            yield* tag
            return "reverted"
          }
          case "remove":
            return yield* removal.removeFile(user, portal, file, payload)
        }
      })

    const runThemeJob = (user: User, payload: RolloutJobPayload) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), payload.portal)
        switch (payload.action) {
          case "install":
          case "upgrade":
            return yield* theme.upgrade(user, portal, payload)
          case "revert":
            return yield* theme.downgrade(user, portal, payload)
          case "remove":
            return yield* malformed()
        }
      })

    const runJob = (job: ClaimedJob): Effect.Effect<string, JobFailure> =>
      Effect.gen(function* () {
        const payload = yield* Schema.decodeUnknown(RolloutJobPayload)(job.payload).pipe(Effect.mapError(malformed))
        const user = yield* jobStarter(job.created_by, users.byId)
        if (payload.module !== undefined) return yield* runModuleJob(user, payload, payload.module)
        if (payload.file !== undefined) return yield* runFileJob(user, payload, payload.file)
        if (payload.theme !== undefined) return yield* runThemeJob(user, payload)
        return yield* malformed()
      }).pipe(
        Effect.mapError((error) =>
          typeof error === "object" && error !== null && (error as { status_code?: unknown }).status_code === StatusCode.CrmReconnect
            ? new JobFailure({ message: RECONNECT_FIRST, retryable: false })
            : describeJobFailure(error)
        )
      )

    return { runJob } as const
  })
}) {}
