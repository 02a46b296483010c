// One job of a page-template batch: writes one template file into the portal's design manager.
// When the last file lands, a website or landing template's CRM page is created (so it exists even if
// the browser that started the install has gone), and a blog template counts as installed and is logged.
import { Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo, type PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { PageTemplateRepo, type PageTemplateWithFiles } from "../../db/repos/PageTemplateRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { describeJobFailure, type JobFailure } from "../batches/jobFailure.ts"
import { PORTAL_GONE } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { pageBatchOptions, PagePublisher } from "./PagePublisher.ts"
import { templateFolder } from "./templateFolder.ts"

export interface TemplateFilePayload {
  readonly template: string
  readonly file: string
}

const isFilePayload = (payload: unknown): payload is TemplateFilePayload =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as { template?: unknown }).template === "string" &&
  typeof (payload as { file?: unknown }).file === "string"

// Built with its dependencies so the BatchWorker, which runs these jobs, can be built on its own.
export class PageTemplateJobs extends Effect.Service<PageTemplateJobs>()("server/domain/PageTemplateJobs", {
  effect: Effect.gen(function* () {
    const templates = yield* PageTemplateRepo
    const holdings = yield* ModuleRepo
    const portalCrm = yield* PortalCrm
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const transaction = yield* Transaction
    const publisher = yield* PagePublisher

    /** The batch's page, once: a retried last job finds the page it already made. */
    const publishPage = (job: ClaimedJob, portal: PortalContextRow, template: PageTemplateWithFiles) =>
      Effect.gen(function* () {
        if (Option.isSome(yield* publisher.pageOfBatch(job.portal_id, job.batch_id))) return
        const batch = yield* batches.findById(job.batch_id)
        if (Option.isNone(batch)) return yield* Effect.fail("The batch no longer exists.")
        const options = pageBatchOptions(batch.value.options)
        yield* publisher.publish(portal, template, {
          name: yield* publisher.nextName(portal.id, template),
          subcategory: options.subcategory,
          domain: options.domain,
          batchId: job.batch_id,
          causer: job.created_by
        })
      })

    const recordBlogInstalled = (job: ClaimedJob, template: PageTemplateWithFiles) =>
      transaction.run(
        Effect.gen(function* () {
          yield* activity.record({
            event: "page-template.blog-installed",
            causer: job.created_by === null ? null : userRef(job.created_by),
            subject: { id: job.portal_id, type: SubjectType.Portal },
            properties: { template: template.key, batch_id: job.batch_id }
          })
          yield* history.insert({
            portalId: job.portal_id,
            name: template.name,
            statusLabel: "Blog installed",
            payload: { template: template.key, type: template.type, batch_id: job.batch_id },
            createdBy: job.created_by
          })
        })
      )

    const runFileJob = (job: ClaimedJob): Effect.Effect<string, JobFailure> =>
      Effect.gen(function* () {
        if (!isFilePayload(job.payload)) return yield* Effect.fail("Malformed page-template job.")
        const portal = yield* holdings.portalContext(job.portal_id)
        if (Option.isNone(portal)) return yield* Effect.fail(PORTAL_GONE)
        const template = yield* templates.findByKey(job.payload.template)
        if (Option.isNone(template)) return yield* Effect.fail(`Unknown page template ${job.payload.template}.`)
        const file = template.value.files.find((candidate) => candidate.name === (job.payload as TemplateFilePayload).file)
        if (file === undefined) return yield* Effect.fail(`The template has no file ${job.payload.file}.`)
        const folder = templateFolder(portal.value.custom_installation, template.value)
        const token = yield* portalCrm.accessToken(portal.value)
        yield* portalCrm.writeFiles(token, folder, [file])
        if (yield* batches.othersDone(job.batch_id, job.id)) {
          if (template.value.type === "blog") yield* recordBlogInstalled(job, template.value)
          else if (template.value.type === "website-page" || template.value.type === "landing-page")
            yield* publishPage(job, portal.value, template.value)
        }
        return `${folder}/${file.name}`
      }).pipe(Effect.mapError(describeJobFailure))

    return { runFileJob } as const
  }),
  dependencies: [
    PageTemplateRepo.Default,
    ModuleRepo.Default,
    PortalCrm.Default,
    PagePublisher.Default,
    BatchRepo.Default,
    ActivityLogRepo.Default,
    HistoryRepo.Default,
    Transaction.Default
  ]
}) {}
