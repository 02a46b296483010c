// The CRM calls page templates add to PortalCrm's (domains, page creation), with CRM failures
// translated into the wire's errors the same way, and the links into HubSpot's app pages.
import { Effect } from "effect"

import type { Domain, PageSubcategory } from "#contract/page-template.ts"

import { Crm, type CrmAuth, type NewPage } from "../../integrations/crm/index.ts"
import { crmErrorToWire as toWire } from "../modules/PortalCrm.ts"

export class PageCrm extends Effect.Service<PageCrm>()("server/domain/PageCrm", {
  effect: Effect.gen(function* () {
    const crm = yield* Crm

    /** The account's connected domains; the primary one is the site pages' default. */
    const domains = (token: CrmAuth) =>
      crm.domains(token).pipe(
        Effect.map((list) =>
          list.results.map((entry): Domain => ({ id: entry.id, domain: entry.domain, is_primary: entry.primarySitePage }))
        ),
        Effect.mapError(toWire)
      )

    const createPage = (token: CrmAuth, subcategory: PageSubcategory, page: NewPage) =>
      crm.createPage(token, subcategory === "landing_page" ? "landing" : "site", page).pipe(Effect.mapError(toWire))

    /** 'Edit Page': the page in the CRM's content editor. */
    const editUrl = (hubId: number, pageId: string) => `${crm.appBase}/pages/${hubId}/editor/${encodeURIComponent(pageId)}/content`

    /** 'Activate': the portal's blog settings in the CRM. */
    const blogSettingsUrl = (hubId: number) => `${crm.appBase}/settings/${hubId}/website/blogs`

    return { domains, createPage, editUrl, blogSettingsUrl } as const
  })
}) {}
