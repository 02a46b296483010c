// Migrating a core portal's pages into its installation folder (spec 1 section 4): the pages that
// would move, starting the durable 'page-migration' batch (core plan, not yet migrated — a reverted
// migration counts as not migrated; else 409; a partly migrated portal resumes), and starting the durable 'page-migration-revert' batch, which puts
// back every moved page's previous template path as recorded in page_migration_moves.
// Super admins, or agency admins of the portal's agency.
import { Effect, Option } from "effect"

import { Conflict, NotFound } from "#contract/errors.ts"
import type { MigrationPage } from "#contract/portal-admin-api.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import { ModuleRepo } from "../../db/repos/ModuleRepo.ts"
import { PageMigrationMoveRepo } from "../../db/repos/PageMigrationMoveRepo.ts"
import { PortalManageRepo } from "../../db/repos/PortalManageRepo.ts"
import { PortalRepo, type PortalRow } from "../../db/repos/PortalRepo.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { requireManagePortal } from "../policy/Policy.ts"
import {
  CANNOT_MIGRATE,
  migratedTemplatePath,
  MIGRATION_REFERENCE,
  MIGRATION_RUNNING,
  type MigrationJobPayload,
  NO_PAGE_MIGRATION,
  PAGE_MIGRATION,
  PAGE_MIGRATION_REVERT,
  REVERT_RUNNING,
  type RevertJobPayload
} from "./migrationBatch.ts"

const PAGE_LIMIT = 100
const MAX_PAGES = 2000

export class Migration extends Effect.Service<Migration>()("server/domain/Migration", {
  effect: Effect.gen(function* () {
    const portals = yield* PortalRepo
    const manage = yield* PortalManageRepo
    const moves = yield* PageMigrationMoveRepo
    const holdings = yield* ModuleRepo
    const batches = yield* BatchRepo
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const portalCrm = yield* PortalCrm
    const crm = yield* Crm

    const authorize = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const row = yield* portals.findById(portalId)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        yield* requireManagePortal(portals, user, row.value)
        return row.value
      })

    const migratable = (row: PortalRow) =>
      row.plan === "core" && !row.has_migrate ? Effect.void : Effect.fail(new Conflict({ message: CANNOT_MIGRATE }))

    const accessToken = (portalId: number) =>
      Effect.gen(function* () {
        const context = yield* holdings.portalContext(portalId)
        if (Option.isNone(context)) return yield* new NotFound({ message: NOT_FOUND })
        return yield* portalCrm.accessToken(context.value)
      })

    /** Every site page of the account whose template lies outside the portal's folder. */
    const pagesToMigrate = (row: PortalRow) =>
      Effect.gen(function* () {
        const token = yield* accessToken(row.id)
        const found: Array<MigrationPage> = []
        let after: string | undefined
        do {
          const page = yield* crm
            .listPages(token, "site", { limit: PAGE_LIMIT, ...(after === undefined ? {} : { after }) })
            .pipe(Effect.mapError(crmErrorToWire))
          for (const result of page.results) {
            const to = migratedTemplatePath(row.custom_installation, result.templatePath)
            if (to !== undefined)
              found.push({ id: String(result.id), name: result.name, template_path: result.templatePath ?? null, new_template_path: to })
          }
          after = page.paging?.next?.after
        } while (after !== undefined && found.length < MAX_PAGES)
        return found
      })

    const pages = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const row = yield* authorize(user, portalId)
        yield* migratable(row)
        return yield* pagesToMigrate(row)
      })

    /**
     * Starts the batch (or answers the one still running). On a partly migrated portal it moves only the
     * pages still outside the folder: the ones an earlier run could not move, or added since. `requested`
     * (the pages the user confirmed, or the failed ones retried) narrows it to those.
     */
    const migrate = (user: User, portalId: number, requested?: ReadonlyArray<{ readonly id: string; readonly name: string }>) =>
      Effect.gen(function* () {
        const row = yield* authorize(user, portalId)
        const running = yield* manage.unfinishedBatch(portalId, PAGE_MIGRATION)
        if (Option.isSome(running)) return running.value
        yield* migratable(row)
        if (Option.isSome(yield* manage.unfinishedBatch(portalId, PAGE_MIGRATION_REVERT)))
          return yield* new Conflict({ message: REVERT_RUNNING })
        const found = yield* pagesToMigrate(row)
        const listed = new Map(found.map((page) => [page.id, page]))
        const pageJob = (page: MigrationPage): MigrationJobPayload => ({
          step: "page",
          page_id: page.id,
          name: page.name,
          from: page.template_path,
          to: page.new_template_path
        })
        // Pages still outside the folder that the user did not choose: the portal is not migrated while any stays.
        const asked = new Set(requested?.map((page) => page.id) ?? found.map((page) => page.id))
        const left = found.filter((page) => !asked.has(page.id)).length
        const jobs: Array<MigrationJobPayload> = [
          ...(requested === undefined
            ? found.map(pageJob)
            : requested.map((asked): MigrationJobPayload => {
                const page = listed.get(asked.id)
                return page === undefined ? { step: "unlisted", page_id: asked.id, name: asked.name } : pageJob(page)
              })),
          left === 0
            ? { step: "finish", folder: row.custom_installation }
            : { step: "finish", folder: row.custom_installation, pages_left: left }
        ]
        const id = yield* batches.create(
          {
            kind: PAGE_MIGRATION,
            portalId,
            reference: MIGRATION_REFERENCE,
            createdBy: user.id,
            options: { folder: row.custom_installation }
          },
          jobs
        )
        yield* activity.record({
          event: "portal.migration-started",
          causer: userRef(user.id),
          subject: { id: portalId, type: SubjectType.Portal },
          properties: { batch_id: id, pages: jobs.length - 1 }
        })
        return id
      })

    /**
     * Starts the 'page-migration-revert' batch: one job per moved page not yet reverted, whatever batch
     * moved it (or answers the revert still running). 250 paced pages take ~25 s: too long for a request.
     */
    const revert = (user: User, portalId: number) =>
      Effect.gen(function* () {
        yield* authorize(user, portalId)
        const running = yield* manage.unfinishedBatch(portalId, PAGE_MIGRATION_REVERT)
        if (Option.isSome(running)) return running.value
        if (Option.isSome(yield* manage.unfinishedBatch(portalId, PAGE_MIGRATION)))
          return yield* new Conflict({ message: MIGRATION_RUNNING })
        const pending = yield* moves.unreverted(portalId)
        if (pending.length === 0) return yield* new Conflict({ message: NO_PAGE_MIGRATION })
        const jobs = pending.map((move): RevertJobPayload => ({ step: "revert", page_id: move.page_id, name: move.name }))
        const id = yield* batches.create(
          { kind: PAGE_MIGRATION_REVERT, portalId, reference: MIGRATION_REFERENCE, createdBy: user.id },
          jobs
        )
        yield* activity.record({
          event: "portal.migration-revert-started",
          causer: userRef(user.id),
          subject: { id: portalId, type: SubjectType.Portal },
          properties: { batch_id: id, pages: jobs.length }
        })
        yield* history.insert({
          portalId,
          name: "Page migration",
          statusLabel: "Migration reverted",
          payload: { batch_id: id, pages: jobs.length },
          createdBy: user.id
        })
        return id
      })

    return { pages, migrate, revert } as const
  })
}) {}
