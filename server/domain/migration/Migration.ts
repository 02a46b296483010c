// Migrating a core portal's pages into its installation folder (spec 1 section 4): the pages that
// would move, starting the durable 'page-migration' batch (core plan, not yet migrated; else 409), and
// the revert, which puts back each page's previous template path (kept in the batch's jobs) and clears
// has_page_migration. Super admins, or agency admins of the portal's agency.
import { Effect, Option } from "effect"
import { Conflict, Forbidden, NotFound } from "../../../src/shared/api/contract/errors.ts"
import type { MigrationPage } from "../../../src/shared/api/contract/portal-admin-api.ts"
import type { User } from "../../../src/shared/api/contract/user.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { type PortalRow, PortalRepo } from "../../db/repos/PortalRepo.ts"
import { PortalManageRepo } from "../../db/repos/PortalManageRepo.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { FORBIDDEN, NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { mayManageAgencyPortals, scopeFor } from "../portals/PortalCatalog.ts"
import {
  CANNOT_MIGRATE,
  isMigrationPayload,
  MIGRATION_REFERENCE,
  type MigrationJobPayload,
  migratedTemplatePath,
  NO_PAGE_MIGRATION,
  PAGE_MIGRATION,
  REVERT_DONE
} from "./migrationBatch.ts"

const PAGE_LIMIT = 100
const MAX_PAGES = 2000

export class Migration extends Effect.Service<Migration>()("server/domain/Migration", {
  effect: Effect.gen(function*() {
    const portals = yield* PortalRepo
    const manage = yield* PortalManageRepo
    const holdings = yield* ModuleRepo
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const portalCrm = yield* PortalCrm
    const crm = yield* Crm

    const authorize = (user: User, portalId: number) =>
      Effect.gen(function*() {
        const row = yield* portals.findById(portalId)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        if (!(yield* portals.isVisible(portalId, scopeFor(user)))) return yield* new Forbidden({ message: FORBIDDEN })
        if (!mayManageAgencyPortals(user, row.value.agency_id)) return yield* new Forbidden({ message: FORBIDDEN })
        return row.value
      })

    const migratable = (row: PortalRow) =>
      row.plan === "core" && !row.has_migrate ? Effect.void : Effect.fail(new Conflict({ message: CANNOT_MIGRATE }))

    const accessToken = (portalId: number) =>
      Effect.gen(function*() {
        const context = yield* holdings.portalContext(portalId)
        if (Option.isNone(context)) return yield* new NotFound({ message: NOT_FOUND })
        return yield* portalCrm.accessToken(context.value)
      })

    /** Every site page of the account whose template lies outside the portal's folder. */
    const pagesToMigrate = (row: PortalRow) =>
      Effect.gen(function*() {
        const token = yield* accessToken(row.id)
        const found: Array<MigrationPage> = []
        let after: string | undefined
        do {
          const page = yield* crm.listPages(token, "site", { limit: PAGE_LIMIT, ...(after === undefined ? {} : { after }) }).pipe(
            Effect.mapError(crmErrorToWire)
          )
          for (const result of page.results) {
            const to = migratedTemplatePath(row.custom_installation, result.templatePath)
            if (to !== undefined) found.push({ id: String(result.id), name: result.name, template_path: result.templatePath ?? null, new_template_path: to })
          }
          after = page.paging?.next?.after
        } while (after !== undefined && found.length < MAX_PAGES)
        return found
      })

    const pages = (user: User, portalId: number) =>
      Effect.gen(function*() {
        const row = yield* authorize(user, portalId)
        yield* migratable(row)
        return yield* pagesToMigrate(row)
      })

    /** Starts the batch (or answers the one still running). */
    const migrate = (user: User, portalId: number) =>
      Effect.gen(function*() {
        const row = yield* authorize(user, portalId)
        const running = yield* manage.unfinishedBatch(portalId, PAGE_MIGRATION)
        if (Option.isSome(running)) return running.value
        yield* migratable(row)
        const found = yield* pagesToMigrate(row)
        const jobs: Array<MigrationJobPayload> = [
          ...found.map((page): MigrationJobPayload => ({ step: "page", page_id: page.id, name: page.name, from: page.template_path, to: page.new_template_path })),
          { step: "finish", folder: row.custom_installation }
        ]
        const id = yield* batches.create(
          { kind: PAGE_MIGRATION, portalId, reference: MIGRATION_REFERENCE, createdBy: user.id, options: { folder: row.custom_installation } },
          jobs
        )
        yield* activity.record({
          event: "portal.migration-started",
          causer: userRef(user.id),
          subject: { id: portalId, type: SubjectType.Portal },
          properties: { batch_id: id, pages: found.length }
        })
        return id
      })

    /** Puts back the template path each migrated page had before. */
    const revert = (user: User, portalId: number) =>
      Effect.gen(function*() {
        const row = yield* authorize(user, portalId)
        if (!row.has_page_migration) return yield* new Conflict({ message: NO_PAGE_MIGRATION })
        const jobs = yield* manage.lastBatchJobs(portalId, PAGE_MIGRATION)
        const moved = jobs.flatMap((job) => job.status === "done" && isMigrationPayload(job.payload) && job.payload.step === "page" ? [job.payload] : [])
        if (moved.length > 0) {
          const token = yield* accessToken(portalId)
          yield* Effect.forEach(moved, (page) =>
            crm.updatePage(token, "site", page.page_id, { templatePath: page.from }).pipe(
              // A page deleted in the CRM since has nothing to revert.
              Effect.catchTag("CrmNotFound", () => Effect.void),
              Effect.mapError(crmErrorToWire)
            ), { discard: true })
        }
        yield* manage.clearPageMigration(portalId)
        yield* activity.record({
          event: "portal.migration-reverted",
          causer: userRef(user.id),
          subject: { id: portalId, type: SubjectType.Portal },
          properties: { pages: moved.length }
        })
        return { message: REVERT_DONE }
      })

    return { pages, migrate, revert } as const
  })
}) {}
