// One portal's part of a rollout, run by the BatchWorker as the rollout's starter: install or upgrade the module
// (a credit bought first where the plan does not give it), or, for a rollback, put back the version the portal had
// (revert) or take the module out (remove). Every write goes through the overwrite check WITHOUT resolutions: a file
// edited in HubSpot since the preview fails the portal with a clear reason, never overwritten unseen. Run again
// after a kill -9 (the job went back to pending), a portal already where the job takes it is a success.
import { Effect, Option, Schema } from "effect"

import { StatusCode } from "#contract/errors.ts"

import type { ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { CatalogueRepo } from "../../db/repos/CatalogueRepo.ts"
import { RolloutRepo } from "../../db/repos/RolloutRepo.ts"
import { describeJobFailure, JobFailure, jobStarter } from "../batches/jobFailure.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { ModuleInstaller } from "../modules/ModuleInstaller.ts"
import { compareVersions } from "../modules/semver.ts"
import { batchJob } from "../overwrite/OverwriteGuard.ts"
import { scopeFor } from "../policy/Policy.ts"
import { UserView } from "../users/UserView.ts"
import { RolloutCredits } from "./RolloutCredits.ts"
import { RolloutRemoval } from "./RolloutRemoval.ts"
import { RolloutJobPayload } from "./rolloutTexts.ts"

const RECONNECT_FIRST = "This portal must be reconnected to the CRM. Reconnect it, then retry."
const MALFORMED = "Malformed rollout job."

export class RolloutJobs extends Effect.Service<RolloutJobs>()("server/domain/RolloutJobs", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const catalogue = yield* CatalogueRepo
    const installer = yield* ModuleInstaller
    const users = yield* UserView
    const credits = yield* RolloutCredits
    const removal = yield* RolloutRemoval
    const repo = yield* RolloutRepo

    const runJob = (job: ClaimedJob): Effect.Effect<string, JobFailure> =>
      Effect.gen(function* () {
        const payload = yield* Schema.decodeUnknown(RolloutJobPayload)(job.payload).pipe(
          Effect.mapError(() => new JobFailure({ message: MALFORMED, retryable: false }))
        )
        const user = yield* jobStarter(job.created_by, users.byId)
        const portal = yield* catalog.portalFor(scopeFor(user), payload.portal)
        const row = yield* catalogue.findByKey(payload.module)
        if (Option.isNone(row)) return yield* new JobFailure({ message: MALFORMED, retryable: false })
        const [facts] = yield* catalog.factsOf([row.value])
        const [state] = yield* catalog.view(portal, [facts!])
        const action = { module: payload.module, portal: payload.portal }

        switch (payload.action) {
          case "install":
          case "upgrade": {
            const target = payload.to_version ?? state!.current_version
            // Already there (the write happened before a kill -9): done, and a credit reserved for it is kept.
            if (state!.installed && compareVersions(state!.installed_version, target) >= 0) return "current"
            if (state!.pad_lock !== null) {
              yield* credits.reserve(
                { rolloutId: payload.rollout_id, portalId: portal.id, agencyId: portal.agency_id, moduleKey: payload.module },
                user.id
              )
            }
            // Starting the rollout is the consent to the major upgrade it brings.
            if (state!.installed) yield* installer.upgrade(user, { ...action, confirm: "upgrade" }, batchJob)
            else yield* installer.install(user, action, batchJob)
            yield* repo.tagHistory(portal.id, payload.module, payload.rollout_id)
            return state!.installed ? "upgraded" : "installed"
          }
          case "revert": {
            // A rollback's portal goes back to the version it held before the rollout.
            const target = payload.to_version
            if (target === null) return yield* new JobFailure({ message: MALFORMED, retryable: false })
            if (state!.installed && compareVersions(state!.installed_version, target) === 0) return "current"
            yield* installer.restore(user, action, target)
            yield* repo.tagHistory(portal.id, payload.module, payload.rollout_id)
            return "reverted"
          }
          case "remove":
            return yield* removal.remove(user, portal, facts!, state!, payload)
        }
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
