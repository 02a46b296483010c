// One job of a version-upgrade batch: writes one changed theme file, at the version the upgrade chose,
// into the portal's installation folder and records it in portal_files. The write goes through the overwrite
// review with the choice the user made when the upgrade started (its payload's): keep leaves the portal's file
// (still recorded at the new version, as a kept module file is), take writes the new one, merge the merged text;
// a file edited in the portal without a (current) choice fails the job, nothing overwritten. The job that ends
// the batch (every other job done) sets the portal's version to the latest, with its activity-log and history
// entries (with the choices), and publishes core_upgrade.complete on the analytics channel. Every step may run
// again after a crash: files are overwritten, the held version is recorded once, the final mark happens once.
import { Effect, Layer, Option } from "effect"

import type { FileResolution } from "#contract/overwrite.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { AuditRepo } from "../../db/repos/AuditRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { VersionRepo } from "../../db/repos/VersionRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm, type CrmAuth } from "../../integrations/crm/index.ts"
import { analyticsChannel, Events, Realtime } from "../../integrations/realtime/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { makePortalFolder } from "../audit/portalFolder.ts"
import { describeJobFailure, type JobFailure } from "../batches/jobFailure.ts"
import { groupFacts } from "../files/fileState.ts"
import { PORTAL_GONE } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { batchJob, choicesRecord, OverwriteGuard, pathOf, type PlannedWrite, resolutionsIn } from "../overwrite/OverwriteGuard.ts"
import { isVersionPayload, LATEST_THEME_VERSION } from "./releases.ts"
import { choicesOf, isReviewRefusal, upgradeWrite } from "./upgradeWrites.ts"

// Built with its dependencies so the BatchWorker, which runs these jobs, can be built on its own
// (the Realtime and Crm services come from the app).
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
    const overwrite = yield* OverwriteGuard
    const crm = yield* Crm

    /** The portal is on the latest version; false when an earlier run of this job already said so. */
    const complete = (job: ClaimedJob) =>
      transaction.run(
        Effect.gen(function* () {
          const previous = yield* versions.setVersion(job.portal_id, LATEST_THEME_VERSION)
          if (Option.isNone(previous)) return false
          const portal = yield* versions.portal(job.portal_id)
          const batch = yield* batches.findById(job.batch_id)
          const chosen = choicesRecord(Option.match(batch, { onNone: () => [], onSome: (row) => choicesOf(row.options) }))
          const properties = { from_version: previous.value, to_version: LATEST_THEME_VERSION, batch_id: job.batch_id, ...chosen }
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

    /**
     * A review refusal met again after a crash: a take or merge the job already wrote (the portal holds exactly
     * what the choice writes) is done, not edited again. Anything else is the refusal.
     */
    const alreadyWritten = (
      token: CrmAuth,
      write: PlannedWrite,
      resolutions: ReadonlyArray<FileResolution> | undefined,
      refusal: unknown
    ) =>
      Effect.gen(function* () {
        const chosen = resolutions?.find((resolution) => resolution.path === pathOf(write))
        if (chosen === undefined || chosen.choice === "keep") return yield* Effect.fail(refusal)
        const now = yield* makePortalFolder(crm, token).read(pathOf(write))
        const expected = chosen.choice === "merge" ? (chosen.content ?? "") : write.content
        if (Option.getOrNull(now) !== expected) return yield* Effect.fail(refusal)
        return { writes: [] as ReadonlyArray<PlannedWrite>, choices: [{ path: chosen.path, choice: chosen.choice }] }
      })

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
        const write = upgradeWrite(portal.value.custom_installation, file, target)
        const token = yield* portalCrm.accessToken(portal.value)
        const resolutions = resolutionsIn(payload)
        const guarded = yield* overwrite
          .guard(portal.value, token, [write], resolutions, batchJob)
          .pipe(Effect.catchIf(isReviewRefusal, (refusal) => alreadyWritten(token, write, resolutions, refusal)))
        yield* Effect.forEach(guarded.writes, (entry) => portalCrm.writeFiles(token, entry.folder, [entry]), { discard: true })
        const holding = (yield* files.held(job.portal_id)).find((row) => row.theme_file_id === file.id)
        // A retried job finds its version already recorded and keeps the version held before it.
        if (holding?.installed_version !== target.version) {
          yield* files.recordInstall(job.portal_id, file.id, target.version, holding?.installed_version ?? null)
        }
        if ((yield* batches.othersDone(job.batch_id, job.id)) && (yield* complete(job))) yield* announce(job)
        const kept = guarded.choices.some((choice) => choice.choice === "keep")
        return `${pathOf(write)} ${target.version}${kept ? " (the portal's file kept)" : ""}`
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
    Transaction.Default,
    OverwriteGuard.Default.pipe(Layer.provide(AuditRepo.Default))
  ]
}) {}
