// One job of a version-upgrade batch: writes one changed theme file, at the version the upgrade chose,
// into the portal's installation folder and records it in portal_files. The job that ends the batch
// (every other job done) sets the portal's version to the latest, with its activity-log and history
// entries, and publishes core_upgrade.complete on the analytics channel. Every step may run again
// after a crash: files are overwritten, the held version is recorded once, the final mark happens once.
import { Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { VersionRepo } from "../../db/repos/VersionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { analyticsChannel, Events, Realtime } from "../../integrations/realtime/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { describeJobFailure, type JobFailure } from "../batches/jobFailure.ts"
import { groupFacts } from "../files/fileState.ts"
import { PORTAL_GONE } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { isVersionPayload, LATEST_THEME_VERSION } from "./releases.ts"

// Built with its dependencies so the BatchWorker, which runs these jobs, can be built on its own
// (the Realtime service comes from the app).
export class VersionJobs extends Effect.Service<VersionJobs>()("server/domain/VersionJobs", {
  effect: Effect.gen(function* () {
    const files = yield* FileRepo
    const holdings = yield* ModuleRepo
    const versions = yield* VersionRepo
    const portalCrm = yield* PortalCrm
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const transaction = yield* Transaction
    const realtime = yield* Realtime

    /** The portal is on the latest version; false when an earlier run of this job already said so. */
    const complete = (job: ClaimedJob) =>
      transaction.run(
        Effect.gen(function* () {
          const previous = yield* versions.setVersion(job.portal_id, LATEST_THEME_VERSION)
          if (Option.isNone(previous)) return false
          const portal = yield* versions.portal(job.portal_id)
          const properties = { from_version: previous.value, to_version: LATEST_THEME_VERSION, batch_id: job.batch_id }
          yield* activity.record({
            event: "portal.upgrade-completed",
            causer: job.created_by === null ? null : userRef(job.created_by),
            subject: { id: job.portal_id, type: SubjectType.Portal },
            properties
          })
          yield* history.insert({
            portalId: job.portal_id,
            name: Option.match(portal, { onNone: () => `Version ${LATEST_THEME_VERSION}`, onSome: (row) => row.name }),
            statusLabel: `Upgraded to version ${LATEST_THEME_VERSION}`,
            payload: properties,
            createdBy: job.created_by
          })
          return true
        })
      )

    /** The browsers showing the portal read it again; a realtime hiccup does not undo the upgrade. */
    const announce = (job: ClaimedJob) =>
      // The event goes to the user who started the upgrade; a job nobody started has nobody to tell.
      job.created_by === null
        ? Effect.void
        : realtime
            .trigger(analyticsChannel(job.created_by), Events.coreUpgradeComplete, { user_id: job.created_by, portal_id: job.portal_id })
            .pipe(Effect.catchAll((error) => Effect.logWarning("core_upgrade.complete was not published", error)))

    const runJob = (job: ClaimedJob): Effect.Effect<string, JobFailure> =>
      Effect.gen(function* () {
        const payload = job.payload
        if (!isVersionPayload(payload)) return yield* Effect.fail("Malformed version-upgrade job.")
        const portal = yield* holdings.portalContext(job.portal_id)
        if (Option.isNone(portal)) return yield* Effect.fail(PORTAL_GONE)
        const file = groupFacts(yield* files.catalogue).find((candidate) => candidate.id === payload.theme_file_id)
        const target = file?.versions.find((version) => version.version === payload.to_version)
        if (file === undefined || target === undefined)
          return yield* Effect.fail(`Unknown theme file ${payload.path} ${payload.to_version}.`)
        const root = portal.value.custom_installation
        const folder = file.parent_path === "" ? root : `${root}/${file.parent_path}`
        const token = yield* portalCrm.accessToken(portal.value)
        yield* portalCrm.writeFiles(token, folder, [{ name: file.name, content: target.content }])
        const holding = (yield* files.held(job.portal_id)).find((row) => row.theme_file_id === file.id)
        // A retried job finds its version already recorded and keeps the version held before it.
        if (holding?.installed_version !== target.version) {
          yield* files.recordInstall(job.portal_id, file.id, target.version, holding?.installed_version ?? null)
        }
        if ((yield* batches.othersDone(job.batch_id, job.id)) && (yield* complete(job))) yield* announce(job)
        return `${folder}/${file.name} ${target.version}`
      }).pipe(Effect.mapError(describeJobFailure))

    return { runJob } as const
  }),
  dependencies: [
    FileRepo.Default,
    ModuleRepo.Default,
    VersionRepo.Default,
    PortalCrm.Default,
    BatchRepo.Default,
    ActivityLogRepo.Default,
    HistoryRepo.Default,
    Transaction.Default
  ]
}) {}
