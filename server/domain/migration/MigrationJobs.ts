// One job of a page-migration batch: rewrites one CRM site page's template path into the portal's
// folder, or (the last job) marks the portal migrated once every page job is done. Both may run again
// after a crash: the page update is idempotent, and the mark is logged once.
import { Effect, Option } from "effect"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo, type ClaimedJob } from "../../db/repos/BatchRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PortalManageRepo } from "../../db/repos/PortalManageRepo.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { describeJobFailure, type JobFailure, notYet } from "../batches/jobFailure.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { isMigrationPayload, MIGRATION_INCOMPLETE } from "./migrationBatch.ts"

export class MigrationJobs extends Effect.Service<MigrationJobs>()("server/domain/MigrationJobs", {
  effect: Effect.gen(function*() {
    const holdings = yield* ModuleRepo
    const manage = yield* PortalManageRepo
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const portalCrm = yield* PortalCrm
    const crm = yield* Crm

    const runJob = (job: ClaimedJob): Effect.Effect<string, JobFailure> =>
      Effect.gen(function*() {
        const payload = job.payload
        if (!isMigrationPayload(payload)) return yield* Effect.fail("Malformed page-migration job.")
        const portal = yield* holdings.portalContext(job.portal_id)
        if (Option.isNone(portal)) return yield* Effect.fail("The portal no longer exists.")
        if (payload.step === "page") {
          const token = yield* portalCrm.accessToken(portal.value)
          yield* crm.updatePage(token, "site", payload.page_id, { templatePath: payload.to }).pipe(Effect.mapError(crmErrorToWire))
          return `${payload.name}: ${payload.to}`
        }
        if (!(yield* batches.othersDone(job.batch_id, job.id))) return yield* notYet(MIGRATION_INCOMPLETE)
        if (yield* manage.markMigrated(job.portal_id)) {
          yield* activity.record({
            event: "portal.migration-completed",
            causer: job.created_by === null ? null : userRef(job.created_by),
            subject: { id: job.portal_id, type: SubjectType.Portal },
            properties: { folder: payload.folder, batch_id: job.batch_id }
          })
        }
        return "Portal migrated"
      }).pipe(Effect.mapError(describeJobFailure))

    return { runJob } as const
  }),
  dependencies: [ModuleRepo.Default, PortalManageRepo.Default, BatchRepo.Default, ActivityLogRepo.Default, PortalCrm.Default]
}) {}
