// Page templates as one portal sees them, and installing them (spec 2 section 4, "Page install"):
// website and landing templates write their files as a durable batch whose last job makes the CRM page
// (createPage answers it, or makes it if an older batch has none); blog templates are a batch only; system templates are one call.
import { Effect, Option } from "effect"

import { Conflict, Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { PageTemplate } from "#contract/page-template.ts"
import type { PageInstallPayload, PageTemplateListParams, TemplatePayload } from "#contract/page-template-api.ts"
import { GUEST_PORTAL_ID } from "#contract/portal.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { BatchRepo } from "../../db/repos/BatchRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import {
  PAGE_TEMPLATE_BATCH,
  PageTemplateRepo,
  type PageTemplateRow,
  pageTemplateSortColumns,
  type PageTemplateSortKey,
  type PageTemplateWithFiles
} from "../../db/repos/PageTemplateRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { INVALID_SORT_BY, NOT_FOUND } from "../messages.ts"
import { AGENCY_SUSPENDED } from "../messages.ts"
import { ModuleCatalog } from "../modules/ModuleCatalog.ts"
import { planGives } from "../modules/moduleState.ts"
import { CRM_UNAVAILABLE, PortalCrm } from "../modules/PortalCrm.ts"
import { scopeFor } from "../policy/Policy.ts"
import { DEFAULT_PAGE_SIZE } from "../portals/PortalCatalog.ts"
import { PageCrm } from "./PageCrm.ts"
import { pageBatchOptions, PagePublisher } from "./PagePublisher.ts"
import type { TemplateFilePayload } from "./PageTemplateJobs.ts"
import { PortalDomains } from "./PortalDomains.ts"
import { templateFolder } from "./templateFolder.ts"
import { templateState } from "./templateState.ts"

export const NOT_INSTALLABLE_HERE = "This template cannot be installed this way."
export const STARTER_WEBSITE_ONLY = "Starter portals can only create website pages."
export const FOREIGN_DOMAIN = "The selected domain is not connected to this portal."
export const UPGRADE_PLAN = "Upgrade this portal's plan to use this template."
export const STILL_INSTALLING = "The page template is still being installed."

const isSortKey = (value: string): value is PageTemplateSortKey => Object.hasOwn(pageTemplateSortColumns, value)

export class PageTemplates extends Effect.Service<PageTemplates>()("server/domain/PageTemplates", {
  effect: Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const templates = yield* PageTemplateRepo
    const batches = yield* BatchRepo
    const portalCrm = yield* PortalCrm
    const pageCrm = yield* PageCrm
    const publisher = yield* PagePublisher
    const portalDomains = yield* PortalDomains
    const activity = yield* ActivityLogRepo
    const transaction = yield* Transaction

    const factsOf = publisher.factsOf

    const view = (portal: PortalContextRow, rows: ReadonlyArray<PageTemplateRow>) =>
      Effect.gen(function* () {
        const { hub_id } = yield* factsOf(portal.id)
        const installed = yield* templates.installedIds(portal.id, rows)
        return rows.map((row): PageTemplate =>
          templateState(row, { plan: portal.plan, installed: installed.has(row.id), blogSettingsUrl: pageCrm.blogSettingsUrl(hub_id) })
        )
      })

    const list = (user: User, params: PageTemplateListParams) =>
      Effect.flatMap(catalog.portalFor(scopeFor(user), params.portal), (portal) => listFor(portal, params))

    /** Guests see the demo portal's templates only; any other portal is simply not found. */
    const listAsGuest = (params: PageTemplateListParams) =>
      params.portal !== GUEST_PORTAL_ID
        ? Effect.fail(new NotFound({ message: NOT_FOUND }))
        : catalog.portalFor({ _tag: "GuestDemo" }, params.portal).pipe(
            Effect.catchTag("Forbidden", () => Effect.fail(new NotFound({ message: NOT_FOUND }))),
            Effect.flatMap((portal) => listFor(portal, params))
          )

    const listFor = (portal: PortalContextRow, params: PageTemplateListParams) =>
      Effect.gen(function* () {
        const sortBy = params.sort_by ?? "name"
        if (!isSortKey(sortBy)) return yield* Unprocessable.field("sort_by", INVALID_SORT_BY)
        const page = params.page ?? 1
        const limit = params.limit ?? DEFAULT_PAGE_SIZE
        const { rows, total } = yield* templates.list({
          type: params.type,
          keyword: params.keyword,
          sortBy,
          sortDirection: params.sort_direction ?? "asc",
          page,
          limit
        })
        const data = yield* view(portal, rows)
        return {
          data,
          meta: {
            pagination: {
              total,
              count: data.length,
              per_page: limit,
              current_page: page,
              total_pages: Math.max(1, Math.ceil(total / limit))
            }
          }
        }
      })

    /** The visible portal and the template, refused when the type is wrong, the agency suspended or the plan too small. */
    const load = (user: User, request: { readonly page: string; readonly portal: number }, types: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const portal = yield* catalog.portalFor(scopeFor(user), request.portal)
        const template = yield* templates.findByKey(request.page)
        if (Option.isNone(template)) return yield* new NotFound({ message: NOT_FOUND })
        if (!types.includes(template.value.type)) return yield* Unprocessable.field("page", NOT_INSTALLABLE_HERE)
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        if (!planGives(portal.plan, template.value.access)) return yield* new Forbidden({ message: UPGRADE_PLAN })
        return { portal, template: template.value }
      })

    /** One batch job per template file; the batch and its activity entry commit together. */
    const startBatch = (user: User, portal: PortalContextRow, template: PageTemplateWithFiles, options: Record<string, unknown>) =>
      transaction.run(
        Effect.gen(function* () {
          const payloads: Array<TemplateFilePayload> = template.files.map((file) => ({ template: template.key, file: file.name }))
          const id = yield* batches.create(
            { kind: PAGE_TEMPLATE_BATCH, portalId: portal.id, reference: template.key, createdBy: user.id, options },
            payloads
          )
          yield* activity.record({
            event: "page-template.install-started",
            causer: userRef(user.id),
            subject: { id: portal.id, type: SubjectType.Portal },
            properties: { template: template.key, type: template.type, batch_id: id, ...options }
          })
          return id
        })
      )

    /** createPageTemplate: website and landing templates. */
    const install = (user: User, request: PageInstallPayload) =>
      Effect.gen(function* () {
        const { portal, template } = yield* load(user, request, ["website-page", "landing-page"])
        if (request.subcategory === "landing_page") {
          const { portal_type } = yield* factsOf(portal.id)
          if (portal_type === "starter") return yield* Unprocessable.field("subcategory", STARTER_WEBSITE_ONLY)
        }
        let domain: string | null = null
        if (request.domain !== undefined && request.domain.trim() !== "") {
          const wanted = request.domain.trim()
          // The dialog may send the domain's name or its CRM id; the page keeps the name.
          const found = (yield* portalDomains.ofPortal(portal)).find((candidate) => candidate.domain === wanted || candidate.id === wanted)
          if (found === undefined) return yield* Unprocessable.field("domain", FOREIGN_DOMAIN)
          domain = found.domain
        }
        return yield* startBatch(user, portal, template, { subcategory: request.subcategory, domain })
      })

    /** createPageTemplateBlog: a second click while the batch runs joins it. */
    const installBlog = (user: User, request: TemplatePayload) =>
      Effect.gen(function* () {
        const { portal, template } = yield* load(user, request, ["blog"])
        const [running] = yield* batches.unfinishedFor(portal.id, [template.key])
        if (running !== undefined && running.kind === PAGE_TEMPLATE_BATCH) return running.id
        return yield* startBatch(user, portal, template, {})
      })

    /** createPageCustomBatch: the page of a finished install batch, created once. */
    const createPage = (user: User, batchId: string) =>
      Effect.gen(function* () {
        const found = yield* batches.findById(batchId)
        if (Option.isNone(found) || found.value.kind !== PAGE_TEMPLATE_BATCH) return yield* new NotFound({ message: NOT_FOUND })
        const batch = found.value
        // Visible like the batch itself (GET /batch/{id}): 403 outside the caller's portals.
        const portal = yield* catalog.portalFor(scopeFor(user), batch.portal_id)
        const template = yield* templates.findByKey(batch.reference ?? "")
        if (Option.isNone(template) || (template.value.type !== "website-page" && template.value.type !== "landing-page")) {
          return yield* new NotFound({ message: NOT_FOUND })
        }
        // Usually the batch's last job has made the page already.
        const existing = yield* publisher.pageOfBatch(portal.id, batch.id)
        if (Option.isSome(existing)) return existing.value
        if (batch.status !== "finished") return yield* new Conflict({ message: STILL_INSTALLING })
        if (batch.failed_jobs > 0) return yield* new Conflict({ message: CRM_UNAVAILABLE })
        if (portal.agency_status === "suspend") return yield* new Forbidden({ message: AGENCY_SUSPENDED })
        const options = pageBatchOptions(batch.options)
        return yield* publisher.publish(portal, template.value, {
          name: yield* publisher.nextName(portal.id, template.value),
          subcategory: options.subcategory,
          domain: options.domain,
          batchId: batch.id,
          causer: user.id
        })
      })

    /** createPageTemplateSystem: writes the files and creates the site page in one call. */
    const installSystem = (user: User, request: TemplatePayload) =>
      Effect.gen(function* () {
        const { portal, template } = yield* load(user, request, ["system"])
        const token = yield* portalCrm.accessToken(portal)
        yield* portalCrm.writeFiles(token, templateFolder(portal.custom_installation, template), template.files)
        return yield* publisher.publish(portal, template, {
          name: template.name,
          subcategory: "site_page",
          domain: null,
          batchId: null,
          causer: user.id
        })
      })

    return { list, listAsGuest, install, installBlog, createPage, installSystem } as const
  })
}) {}
