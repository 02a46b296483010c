// Page experiments: who may read and change them, the HubSpot A/B test behind each (create-variation
// for its one variation, ab-test/end when a winner is declared), the state machine draft → running →
// stopped → completed, and results from what the tracking snippet reported to the collector. Starting
// installs the snippet in the portal's theme folder. Every change writes an activity-log entry with it.
// Deleting archives the CRM pages the experiment made (never the control, nor a completed one's winner).
import { Clock, Effect, Option } from "effect"

import { Conflict, Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import {
  type DeclareWinnerPayload,
  type ExperimentCreatePayload,
  type ExperimentStatus,
  VARIANT_TRAFFIC_PERCENT
} from "#contract/experiment-api.ts"
import type { User } from "#contract/user.ts"

import { mainFileOf } from "../../db/catalogue-seed-pages.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ExperimentEventRepo } from "../../db/repos/ExperimentEventRepo.ts"
import { ExperimentRepo, type ExperimentRow } from "../../db/repos/ExperimentRepo.ts"
import { ModuleRepo, type PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { PageTemplateRepo } from "../../db/repos/PageTemplateRepo.ts"
import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm, type CrmAuth, type CrmError, type Page } from "../../integrations/crm/index.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { AGENCY_SUSPENDED, NOT_FOUND } from "../messages.ts"
import { crmErrorToWire, PortalCrm } from "../modules/PortalCrm.ts"
import { templateFolder } from "../pages/templateFolder.ts"
import { requireManagePortal, requireViewPortal } from "../policy/Policy.ts"
import { experimentView } from "./experimentView.ts"
import * as M from "./messages.ts"
import { trackerPath, trackerSnippet } from "./trackerSnippet.ts"
import { variantsProblem } from "./validation.ts"

const TEMPLATE_TYPES = ["website-page", "landing-page"] as const
const PAGE_SCAN_LIMIT = 10

export class Experiments extends Effect.Service<Experiments>()("server/domain/Experiments", {
  effect: Effect.gen(function* () {
    const experiments = yield* ExperimentRepo
    const events = yield* ExperimentEventRepo
    const { appUrl } = yield* PublicUrl
    const holdings = yield* ModuleRepo
    const portals = yield* PortalRepo
    const templates = yield* PageTemplateRepo
    const portalCrm = yield* PortalCrm
    const crm = yield* Crm
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    /** The portal the caller sees (404 absent, 403 outside the caller's portals); writes need its agency admin. */
    const portalFor = (user: User, portalId: number, write: boolean) =>
      Effect.gen(function* () {
        const portal = yield* holdings.portalContext(portalId)
        if (Option.isNone(portal)) return yield* new NotFound({ message: NOT_FOUND })
        if (write) yield* requireManagePortal(portals, user, { id: portalId, agency_id: portal.value.agency_id })
        else yield* requireViewPortal(portals, user, portalId)
        if (write && portal.value.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        return portal.value
      })

    const experimentFor = (user: User, id: number, write: boolean) =>
      Effect.gen(function* () {
        const row = yield* experiments.findById(id)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        const portal = yield* portalFor(user, row.value.portal_id, write)
        return { row: row.value, portal }
      })

    const token = (portal: PortalContextRow) => portalCrm.accessToken(portal)

    /** The portal's CRM site pages (the first PAGE_SCAN_LIMIT hundred). */
    const sitePages = (accessToken: CrmAuth) =>
      Effect.gen(function* () {
        const pages: Array<Page> = []
        let after: string | undefined
        for (let round = 0; round < PAGE_SCAN_LIMIT; round++) {
          const batch = yield* crm
            .listPages(accessToken, "site", { limit: 100, ...(after === undefined ? {} : { after }) })
            .pipe(Effect.mapError(crmErrorToWire))
          pages.push(...batch.results)
          after = batch.paging?.next?.after
          if (after === undefined) break
        }
        return pages
      })

    /** The experiments with the counts the collector kept (nothing reaches HubSpot to read them). */
    const view = (rows: ReadonlyArray<ExperimentRow>) =>
      Effect.gen(function* () {
        const ids = rows.map((row) => row.id)
        const variants = yield* experiments.variantsOf(ids)
        const counts = yield* events.countsOf(ids)
        return rows.map((row) =>
          experimentView(
            row,
            variants.filter((variant) => variant.experiment_id === row.id),
            counts
          )
        )
      })

    const reload = (id: number) =>
      Effect.gen(function* () {
        const row = yield* experiments.findById(id)
        if (Option.isNone(row)) return yield* new NotFound({ message: NOT_FOUND })
        return (yield* view([row.value]))[0]!
      })

    const list = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* portalFor(user, portalId, false)
        return yield* view(yield* experiments.listFor(portal.id))
      })

    const options = (user: User, portalId: number) =>
      Effect.gen(function* () {
        const portal = yield* portalFor(user, portalId, false)
        const pages = yield* sitePages(yield* token(portal))
        const made = yield* experiments.madePageIds(portal.id)
        const listed = yield* Effect.forEach(TEMPLATE_TYPES, (type) =>
          templates.list({ type, keyword: undefined, sortBy: "name", sortDirection: "asc", page: 1, limit: 100 })
        )
        return {
          pages: pages.filter((page) => !made.has(page.id)).map((page) => ({ id: page.id, name: page.name })),
          templates: listed.flatMap((result) => result.rows).map((row) => ({ key: row.key, name: row.name }))
        }
      })

    const create = (user: User, portalId: number, payload: ExperimentCreatePayload) =>
      Effect.gen(function* () {
        const portal = yield* portalFor(user, portalId, true)
        const problem = variantsProblem(payload.variants)
        if (problem !== undefined) return yield* Unprocessable.field(/^([a-z_][a-z0-9_.]*): /.exec(problem)?.[1] ?? "variants", problem)
        const chosen = yield* Effect.forEach(payload.variants, (variant, index) =>
          variant.source !== "template"
            ? Effect.succeed(null)
            : Effect.flatMap(templates.findByKey((variant.template ?? "").trim()), (found) =>
                Option.isSome(found) && (TEMPLATE_TYPES as ReadonlyArray<string>).includes(found.value.type)
                  ? Effect.succeed(found.value)
                  : Effect.fail(Unprocessable.field(`variants.${index}.template`, M.invalidTemplate(index)))
              )
        )
        const accessToken = yield* token(portal)
        const made = yield* experiments.madePageIds(portal.id)
        const page = (yield* sitePages(accessToken)).find((candidate) => candidate.id === payload.page_id && !made.has(candidate.id))
        if (page === undefined) return yield* Unprocessable.field("page_id", M.INVALID_PAGE)
        if (yield* experiments.unfinishedOnPage(portal.id, page.id)) return yield* Unprocessable.field("page_id", M.PAGE_IN_TEST)
        // The one variation HubSpot allows: create-variation, then the chosen template's templatePath.
        const index = payload.variants.findIndex((variant) => variant.source !== "control")
        const variant = payload.variants[index]!
        const variation = yield* crm
          .createPageVariation(accessToken, page.id, `${page.name} (${payload.name.trim()}: ${variant.name})`)
          .pipe(
            Effect.mapError((error: CrmError) =>
              error._tag === "CrmRequestFailed" && error.status === 400
                ? Unprocessable.field("page_id", M.variationRefused(error.message))
                : crmErrorToWire(error)
            )
          )
        const template = chosen[index]
        if (template !== null && template !== undefined) {
          yield* crm
            .updatePage(accessToken, "site", variation.id, {
              templatePath: `${templateFolder(portal.custom_installation, template)}/${mainFileOf(template)}`
            })
            .pipe(
              // A variation on the wrong template is no experiment: it goes again.
              Effect.tapError(() => Effect.ignore(crm.archivePage(accessToken, "site", variation.id))),
              Effect.mapError(crmErrorToWire)
            )
        }
        const crmPages = payload.variants.map((entry) => (entry.source === "control" ? page.id : variation.id))
        const id = yield* transaction.run(
          Effect.gen(function* () {
            const id = yield* experiments.insert({
              portalId: portal.id,
              name: payload.name.trim(),
              crmPageId: page.id,
              pageName: page.name,
              goal: payload.goal,
              abTestId: variation.abTestId === undefined || variation.abTestId === "" ? null : variation.abTestId,
              createdBy: user.id,
              variants: payload.variants.map((variant, index) => ({
                name: variant.name,
                source: variant.source,
                templateKey: variant.source === "template" ? (variant.template ?? "").trim() : null,
                crmPageId: crmPages[index]!,
                trafficPercent: VARIANT_TRAFFIC_PERCENT
              }))
            })
            yield* activity.record({
              event: "experiment.created",
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties: {
                experiment_id: id,
                name: payload.name.trim(),
                page_id: page.id,
                goal: payload.goal,
                variants: payload.variants.length
              }
            })
            return id
          })
        )
        return yield* reload(id)
      })

    /** One step of the state machine with its activity entry; 409 from any other state. */
    const move = (
      user: User,
      id: number,
      step: {
        readonly from: ReadonlyArray<ExperimentStatus>
        readonly to: ExperimentStatus
        readonly refused: (status: ExperimentStatus) => string
        readonly event: string
        readonly winner?: number
      }
    ) =>
      Effect.gen(function* () {
        const { row, portal } = yield* experimentFor(user, id, true)
        if (!step.from.includes(row.status)) return yield* new Conflict({ message: step.refused(row.status) })
        const now = new Date(yield* Clock.currentTimeMillis)
        const moved = yield* transaction.run(
          Effect.gen(function* () {
            const changed = yield* experiments.transition(id, step.from, step.to, {
              ...(step.to === "running" ? { startedAt: now } : {}),
              // Declaring a winner while it runs ends the traffic at that moment too.
              ...(step.to === "stopped" || (step.to === "completed" && row.stopped_at === null) ? { stoppedAt: now } : {}),
              ...(step.winner === undefined ? {} : { winner: step.winner })
            })
            if (!changed) return false
            yield* activity.record({
              event: step.event,
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties: {
                experiment_id: id,
                name: row.name,
                from: row.status,
                to: step.to,
                ...(step.winner === undefined ? {} : { winner_variant_id: step.winner })
              }
            })
            return true
          })
        )
        // Another request moved it between our read and our update.
        if (!moved) {
          const current = yield* experiments.findById(id)
          return yield* new Conflict({
            message: step.refused(Option.match(current, { onNone: () => row.status, onSome: (value) => value.status }))
          })
        }
        return yield* reload(id)
      })

    /** Installs the tracking snippet in the portal's theme folder (published), then draft → running. */
    const start = (user: User, id: number) =>
      Effect.gen(function* () {
        const { row, portal } = yield* experimentFor(user, id, true)
        if (row.status !== "draft") return yield* new Conflict({ message: M.ONLY_DRAFT_STARTS })
        yield* crm
          .writeFile(yield* token(portal), "published", trackerPath(portal.custom_installation), trackerSnippet(appUrl))
          .pipe(Effect.mapError(crmErrorToWire))
        return yield* move(user, id, { from: ["draft"], to: "running", refused: () => M.ONLY_DRAFT_STARTS, event: "experiment.started" })
      })

    const stop = (user: User, id: number) =>
      move(user, id, { from: ["running"], to: "stopped", refused: () => M.ONLY_RUNNING_STOPS, event: "experiment.stopped" })

    const declareWinner = (user: User, id: number, payload: DeclareWinnerPayload) =>
      Effect.gen(function* () {
        const { row, portal } = yield* experimentFor(user, id, true)
        if (row.status === "completed") return yield* new Conflict({ message: M.ALREADY_COMPLETED })
        if (row.status === "draft") return yield* new Conflict({ message: M.WINNER_NEEDS_RESULTS })
        const variants = yield* experiments.variantsOf([row.id])
        const winner = variants.find((variant) => variant.id === payload.variant_id)
        if (winner === undefined) return yield* Unprocessable.field("variant_id", M.INVALID_VARIANT)
        // HubSpot ends its test with the winning page; experiments made before 0020 have no test id to end.
        if (row.ab_test_id !== null) {
          yield* crm
            .endAbTest(yield* token(portal), { abTestId: row.ab_test_id, winnerId: winner.crm_page_id })
            .pipe(Effect.mapError(crmErrorToWire))
        }
        return yield* move(user, id, {
          from: ["running", "stopped"],
          to: "completed",
          refused: (status) => (status === "completed" ? M.ALREADY_COMPLETED : M.WINNER_NEEDS_RESULTS),
          event: "experiment.winner-declared",
          winner: payload.variant_id
        })
      })

    const read = (user: User, id: number) =>
      Effect.gen(function* () {
        const { row } = yield* experimentFor(user, id, false)
        return (yield* view([row]))[0]!
      })

    /**
     * Deletes a draft, stopped or completed experiment (409 while it runs). The CRM pages it made are
     * archived first (the control never; a completed experiment's winning page stays with the agency);
     * a page the CRM no longer has counts as archived, any other CRM failure keeps the experiment.
     */
    const remove = (user: User, id: number) =>
      Effect.gen(function* () {
        const { row, portal } = yield* experimentFor(user, id, true)
        if (row.status === "running") return yield* new Conflict({ message: M.STOP_BEFORE_DELETE })
        const variants = yield* experiments.variantsOf([row.id])
        const archived = variants
          .filter((variant) => variant.source !== "control" && !(row.status === "completed" && variant.id === row.winner_variant_id))
          .map((variant) => variant.crm_page_id)
        if (archived.length > 0) {
          const accessToken = yield* token(portal)
          yield* Effect.forEach(
            archived,
            (pageId) =>
              crm.archivePage(accessToken, "site", pageId).pipe(
                Effect.catchTag("CrmNotFound", () => Effect.void),
                Effect.mapError(crmErrorToWire)
              ),
            { discard: true }
          )
        }
        const deleted = yield* transaction.run(
          Effect.gen(function* () {
            if (!(yield* experiments.remove(id))) return false
            yield* activity.record({
              event: "experiment.deleted",
              causer: userRef(user.id),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties: { experiment_id: id, name: row.name, status: row.status, archived_pages: archived }
            })
            return true
          })
        )
        // Another request started or deleted it between our read and our delete.
        if (!deleted) {
          const current = yield* experiments.findById(id)
          if (Option.isNone(current)) return yield* new NotFound({ message: NOT_FOUND })
          return yield* new Conflict({ message: M.STOP_BEFORE_DELETE })
        }
        return { message: M.EXPERIMENT_DELETED }
      })

    return { list, options, create, read, start, stop, declareWinner, remove } as const
  }),
  dependencies: [ExperimentRepo.Default, ExperimentEventRepo.Default]
}) {}
