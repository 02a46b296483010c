// The jobs of the page-migration batches. A page job records the move in page_migration_moves around
// the PATCH: the intent before it, the confirmation right after HubSpot answered. Killed at any point,
// the job runs again (the PATCH sets a fixed path, so repeating it changes nothing) and records again;
// a move HubSpot applied but never confirmed stays as an unconfirmed row that revert still undoes.
// The finish job waits until every page job has ended, then marks the portal migrated only if all of
// them moved their page and the user left none out. A revert job puts one page's old template back and marks its row reverted.
import { Effect, Option } from "effect"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PageMigrationMoveRepo } from "../../db/repos/PageMigrationMoveRepo.ts"
import { PortalManageRepo } from "../../db/repos/PortalManageRepo.ts"
import { Crm, type CrmError } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { describeJobFailure, JobFailure, notYet } from "../batches/jobFailure.ts"
import { PORTAL_GONE } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import {
  isMigrationPayload,
  isRevertPayload,
  MIGRATION_INCOMPLETE,
  MIGRATION_WAITING,
  PAGE_GONE,
  PAGE_UNLISTED,
  pagesLeftText
} from "./migrationBatch.ts"

/** HubSpot's own refusal of a page change (4xx) will be the same next time, and its message says why. */
const pageChangeFailure = (error: CrmError): JobFailure =>
  error._tag === "CrmNotFound"
    ? new JobFailure({ message: PAGE_GONE, retryable: false })
    : error._tag === "CrmRequestFailed" && error.status !== undefined && error.status >= 400 && error.status < 500
      ? new JobFailure({ message: `HubSpot refused the change: ${error.message}`, retryable: false })
      : describeJobFailure(crmErrorToWire(error))

export class MigrationJobs extends Effect.Service<MigrationJobs>()("server/domain/MigrationJobs", {
  effect: Effect.gen(function* () {
    const holdings = yield* ModuleRepo
    const manage = yield* PortalManageRepo
    const moves = yield* PageMigrationMoveRepo
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const portalCrm = yield* PortalCrm
    const crm = yield* Crm

    const causer = (job: ClaimedJob) => (job.created_by === null ? null : userRef(job.created_by))

    const portalAuth = (job: ClaimedJob) =>
      Effect.gen(function* () {
        const portal = yield* holdings.portalContext(job.portal_id)
        if (Option.isNone(portal)) return yield* Effect.fail(new JobFailure({ message: PORTAL_GONE, retryable: false }))
        return yield* portalCrm.accessToken(portal.value)
      })

    const movePage = (job: ClaimedJob, page: { page_id: string; name: string; from: string | null; to: string }) =>
      Effect.gen(function* () {
        const token = yield* portalAuth(job)
        yield* moves.intend({
          portalId: job.portal_id,
          pageId: page.page_id,
          name: page.name,
          templateBefore: page.from,
          templateAfter: page.to,
          batchId: job.batch_id
        })
        const answer = yield* Effect.either(
          crm.updatePage(token, "site", page.page_id, { templatePath: page.to }).pipe(Effect.mapError(pageChangeFailure))
        )
        if (answer._tag === "Right") {
          yield* moves.confirmMoved(job.portal_id, page.page_id)
          return `${page.name}: ${page.to}`
        }
        // A page deleted meanwhile was not moved by us: nothing is left to revert.
        if (answer.left.message === PAGE_GONE) yield* moves.forgetUnconfirmed(job.portal_id, page.page_id)
        else yield* moves.recordError(job.portal_id, page.page_id, answer.left.message)
        return yield* Effect.fail(answer.left)
      })

    const finish = (job: ClaimedJob, folder: string, pagesLeft: number) =>
      Effect.gen(function* () {
        if (!(yield* batches.othersEnded(job.batch_id, job.id))) return yield* notYet(MIGRATION_WAITING)
        if (!(yield* batches.othersDone(job.batch_id, job.id)))
          return yield* Effect.fail(new JobFailure({ message: MIGRATION_INCOMPLETE, retryable: false }))
        if (pagesLeft > 0) return pagesLeftText(pagesLeft)
        if (yield* manage.markMigrated(job.portal_id)) {
          yield* activity.record({
            event: "portal.migration-completed",
            causer: causer(job),
            subject: { id: job.portal_id, type: SubjectType.Portal },
            properties: { folder, batch_id: job.batch_id }
          })
          yield* history.insert({
            portalId: job.portal_id,
            name: "Page migration",
            statusLabel: "Pages migrated",
            payload: { folder, batch_id: job.batch_id },
            createdBy: job.created_by
          })
        }
        return "Portal migrated"
      })

    const runJob = (job: ClaimedJob): Effect.Effect<string, JobFailure> =>
      Effect.gen(function* () {
        const payload = job.payload
        if (!isMigrationPayload(payload)) return yield* Effect.fail("Malformed page-migration job.")
        if (payload.step === "unlisted") return yield* Effect.fail(new JobFailure({ message: PAGE_UNLISTED, retryable: false }))
        return yield* payload.step === "page" ? movePage(job, payload) : finish(job, payload.folder, payload.pages_left ?? 0)
      }).pipe(Effect.mapError(describeJobFailure))

    /** Puts one moved page's old template back (from its row, whatever batch moved it). */
    const runRevertJob = (job: ClaimedJob): Effect.Effect<string, JobFailure> =>
      Effect.gen(function* () {
        const payload = job.payload
        if (!isRevertPayload(payload)) return yield* Effect.fail("Malformed page-migration-revert job.")
        const move = yield* moves.find(job.portal_id, payload.page_id)
        if (move === undefined || move.reverted_at !== null) return `${payload.name}: already reverted`
        const token = yield* portalAuth(job)
        const answer = yield* Effect.either(
          crm.updatePage(token, "site", payload.page_id, { templatePath: move.template_before }).pipe(Effect.mapError(pageChangeFailure))
        )
        if (answer._tag === "Left" && answer.left.message !== PAGE_GONE) {
          yield* moves.recordError(job.portal_id, payload.page_id, answer.left.message)
          return yield* Effect.fail(answer.left)
        }
        // A page deleted in the CRM since has nothing left to revert.
        const note = answer._tag === "Left" ? PAGE_GONE : null
        if (yield* moves.markReverted(job.portal_id, payload.page_id, job.batch_id, note)) {
          yield* activity.record({
            event: "portal.migration-reverted",
            causer: causer(job),
            subject: { id: job.portal_id, type: SubjectType.Portal },
            properties: { batch_id: job.batch_id }
          })
        }
        return note === null ? `${payload.name}: ${move.template_before ?? "no template"}` : `${payload.name}: ${note}`
      }).pipe(Effect.mapError(describeJobFailure))

    return { runJob, runRevertJob } as const
  }),
  dependencies: [
    ModuleRepo.Default,
    PortalManageRepo.Default,
    PageMigrationMoveRepo.Default,
    BatchRepo.Default,
    ActivityLogRepo.Default,
    HistoryRepo.Default,
    PortalCrm.Default
  ]
}) {}
