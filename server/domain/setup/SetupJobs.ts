// One job of a portal-setup batch: writes one theme file of the catalogue (newest version) into the
// installation folder and records it in portal_files, or writes a starter page's template files and
// creates that site page. The job that ends the batch (every other job done) marks the portal set up
// in that folder, with its activity-log and history entries. Every step may run again after a crash:
// files are overwritten, a page already made is not made twice, and the final mark happens once.
import { Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { FileRepo } from "../../db/repos/FileRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo, type PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { PageTemplateRepo } from "../../db/repos/PageTemplateRepo.ts"
import { SetupRepo } from "../../db/repos/SetupRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { describeJobFailure, type JobFailure } from "../batches/jobFailure.ts"
import { groupFacts } from "../files/fileState.ts"
import { PORTAL_GONE } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { PagePublisher } from "../pages/PagePublisher.ts"
import { templateFolder } from "../pages/templateFolder.ts"
import { isSetupPayload, type SetupJobPayload } from "./setupBatch.ts"

// Built with its dependencies so the BatchWorker, which runs these jobs, can be built on its own.
export class SetupJobs extends Effect.Service<SetupJobs>()("server/domain/SetupJobs", {
  effect: Effect.gen(function* () {
    const files = yield* FileRepo
    const templates = yield* PageTemplateRepo
    const holdings = yield* ModuleRepo
    const setups = yield* SetupRepo
    const portalCrm = yield* PortalCrm
    const publisher = yield* PagePublisher
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const transaction = yield* Transaction

    const writeThemeFile = (portal: PortalContextRow, payload: Extract<SetupJobPayload, { step: "file" }>) =>
      Effect.gen(function* () {
        const file = groupFacts(yield* files.catalogue).find((candidate) => candidate.id === payload.theme_file_id)
        const newest = file?.versions[0]
        if (file === undefined || newest === undefined) return yield* Effect.fail(`Unknown theme file ${payload.path}.`)
        const folder = file.parent_path === "" ? payload.folder : `${payload.folder}/${file.parent_path}`
        const token = yield* portalCrm.accessToken(portal)
        yield* portalCrm.writeFiles(token, folder, [{ name: file.name, content: newest.content }])
        yield* files.recordInstall(portal.id, file.id, newest.version, null)
        return `${folder}/${file.name}`
      })

    const makePage = (job: ClaimedJob, portal: PortalContextRow, payload: Extract<SetupJobPayload, { step: "page" }>) =>
      Effect.gen(function* () {
        const template = yield* templates.findByKey(payload.template)
        if (Option.isNone(template)) return yield* Effect.fail(`Unknown page template ${payload.template}.`)
        // The page is built in the folder being set up, which the portal row only names at the end.
        const installed = { ...portal, custom_installation: payload.folder }
        const folder = templateFolder(payload.folder, template.value)
        const token = yield* portalCrm.accessToken(portal)
        yield* portalCrm.writeFiles(token, folder, template.value.files)
        if (!(yield* setups.hasPage(portal.id, template.value.id, payload.name))) {
          yield* publisher.publish(installed, template.value, {
            name: payload.name,
            subcategory: "site_page",
            domain: null,
            batchId: null,
            causer: job.created_by
          })
        }
        return `${folder}: ${payload.name}`
      })

    /** The portal counts as set up in the folder; logged once even when the last job runs twice. */
    const complete = (job: ClaimedJob, folder: string) =>
      transaction.run(
        Effect.gen(function* () {
          if (!(yield* setups.markSetUp(job.portal_id, folder))) return
          const portal = yield* setups.portal(job.portal_id)
          const properties = { folder, batch_id: job.batch_id }
          yield* activity.record({
            event: "portal.setup-completed",
            causer: job.created_by === null ? null : userRef(job.created_by),
            subject: { id: job.portal_id, type: SubjectType.Portal },
            properties
          })
          yield* history.insert({
            portalId: job.portal_id,
            name: Option.match(portal, { onNone: () => folder, onSome: (row) => row.name }),
            statusLabel: "Portal set up",
            payload: properties,
            createdBy: job.created_by
          })
        })
      )

    const runJob = (job: ClaimedJob): Effect.Effect<string, JobFailure> =>
      Effect.gen(function* () {
        const payload = job.payload
        if (!isSetupPayload(payload)) return yield* Effect.fail("Malformed portal-setup job.")
        const portal = yield* holdings.portalContext(job.portal_id)
        if (Option.isNone(portal)) return yield* Effect.fail(PORTAL_GONE)
        const done = payload.step === "file" ? yield* writeThemeFile(portal.value, payload) : yield* makePage(job, portal.value, payload)
        if (yield* batches.othersDone(job.batch_id, job.id)) yield* complete(job, payload.folder)
        return done
      }).pipe(Effect.mapError(describeJobFailure))

    return { runJob } as const
  }),
  dependencies: [
    FileRepo.Default,
    PageTemplateRepo.Default,
    ModuleRepo.Default,
    SetupRepo.Default,
    PortalCrm.Default,
    PagePublisher.Default,
    BatchRepo.Default,
    ActivityLogRepo.Default,
    HistoryRepo.Default,
    Transaction.Default
  ]
}) {}
