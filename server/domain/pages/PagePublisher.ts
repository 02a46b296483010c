// Creating the CRM page of a website, landing or system template and recording it (portal_pages,
// activity log, history). Used by the last file job of a page batch — so the page exists however the
// browser behaves — and by createPageCustomBatch / createPageTemplateSystem.
import { Effect, Option } from "effect"

import { NotFound } from "#contract/errors.ts"
import type { CreatedPage, PageSubcategory } from "#contract/page-template.ts"

import { mainFileOf } from "../../db/catalogue-seed-pages.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { HistoryRepo } from "../../db/repos/HistoryRepo.ts"
import type { PortalContextRow } from "../../db/repos/ModuleRepo.ts"
import { PageTemplateRepo, type PageTemplateRow, type PortalPageRow } from "../../db/repos/PageTemplateRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { PortalCrm } from "../modules/PortalCrm.ts"
import { PageCrm } from "./PageCrm.ts"
import { templateFolder } from "./templateFolder.ts"

/** What a page batch remembers for its page (batches.options). */
export interface PageBatchOptions {
  readonly subcategory: PageSubcategory
  readonly domain: string | null
}

export const pageBatchOptions = (options: unknown): PageBatchOptions => {
  const record = typeof options === "object" && options !== null ? (options as Record<string, unknown>) : {}
  return {
    subcategory: record["subcategory"] === "landing_page" ? "landing_page" : "site_page",
    domain: typeof record["domain"] === "string" ? record["domain"] : null
  }
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

export interface NewPortalPage {
  readonly name: string
  readonly subcategory: PageSubcategory
  readonly domain: string | null
  readonly batchId: string | null
  /** The user the page is created for (null when that user no longer exists). */
  readonly causer: number | null
}

// Built with its dependencies, like PageTemplateJobs, so the batch worker can be built on its own.
export class PagePublisher extends Effect.Service<PagePublisher>()("server/domain/PagePublisher", {
  effect: Effect.gen(function* () {
    const templates = yield* PageTemplateRepo
    const portalCrm = yield* PortalCrm
    const pageCrm = yield* PageCrm
    const activity = yield* ActivityLogRepo
    const history = yield* HistoryRepo
    const transaction = yield* Transaction

    /** The portal's hub id and type (the module context lacks them). */
    const factsOf = (portalId: number) =>
      Effect.flatMap(
        templates.portalFacts(portalId),
        Option.match({
          onNone: () => Effect.fail(new NotFound({ message: NOT_FOUND })),
          onSome: Effect.succeed
        })
      )

    const asCreated = (hubId: number, row: PortalPageRow): CreatedPage => ({
      id: row.crm_page_id,
      name: row.name,
      edit_url: pageCrm.editUrl(hubId, row.crm_page_id)
    })

    /** The page a batch created, if any. */
    const pageOfBatch = (portalId: number, batchId: string) =>
      Effect.gen(function* () {
        const existing = yield* templates.pageOfBatch(batchId)
        if (Option.isNone(existing)) return Option.none<CreatedPage>()
        return Option.some(asCreated((yield* factsOf(portalId)).hub_id, existing.value))
      })

    /** The next default name: '{template name} {n}'. */
    const nextName = (portalId: number, template: PageTemplateRow) =>
      Effect.map(templates.pageCount(portalId, template.id), (made) => `${template.name} ${made + 1}`)

    /** Creates the CRM page and records it with its activity and history entries. */
    const publish = (portal: PortalContextRow, template: PageTemplateRow, page: NewPortalPage) =>
      Effect.gen(function* () {
        const { hub_id } = yield* factsOf(portal.id)
        const token = yield* portalCrm.accessToken(portal)
        const created = yield* pageCrm.createPage(token, page.subcategory, {
          name: page.name,
          slug: slugOf(page.name),
          htmlTitle: page.name,
          templatePath: `${templateFolder(portal.custom_installation, template)}/${mainFileOf(template)}`,
          ...(page.domain === null ? {} : { domain: page.domain })
        })
        const stored = yield* transaction.run(
          Effect.gen(function* () {
            const row = yield* templates.insertPage({
              portalId: portal.id,
              templateId: template.id,
              batchId: page.batchId,
              crmPageId: created.id,
              name: created.name,
              subcategory: page.subcategory,
              domain: page.domain,
              createdBy: page.causer
            })
            // A concurrent call for the same batch stored its page first: answer with that one.
            if (Option.isNone(row)) return Option.none<PortalPageRow>()
            const properties = {
              template: template.key,
              page_id: created.id,
              subcategory: page.subcategory,
              domain: page.domain,
              batch_id: page.batchId
            }
            yield* activity.record({
              event: "page-template.page-created",
              causer: page.causer === null ? null : userRef(page.causer),
              subject: { id: portal.id, type: SubjectType.Portal },
              properties
            })
            yield* history.insert({
              portalId: portal.id,
              name: created.name,
              statusLabel: "Page created",
              payload: properties,
              createdBy: page.causer
            })
            return row
          })
        )
        const winner = Option.isNone(stored) && page.batchId !== null ? yield* templates.pageOfBatch(page.batchId) : stored
        return Option.match(winner, {
          onNone: (): CreatedPage => ({ id: created.id, name: created.name, edit_url: pageCrm.editUrl(hub_id, created.id) }),
          onSome: (row) => asCreated(hub_id, row)
        })
      })

    return { factsOf, pageOfBatch, nextName, publish } as const
  }),
  dependencies: [
    PageTemplateRepo.Default,
    PortalCrm.Default,
    PageCrm.Default,
    ActivityLogRepo.Default,
    HistoryRepo.Default,
    Transaction.Default
  ]
}) {}
