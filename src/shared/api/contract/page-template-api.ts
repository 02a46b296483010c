// Page template calls, base /module/api/v2 (spec 2 section 7: "exact paths not shown", chosen here),
// and the portal's CRM domains, base /portal/api/v2.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Data, Id, ListParams, PagedList, PositiveIntFromString, Text, TextSize } from "./common.ts"
import { Conflict, Forbidden, NotFound, Unprocessable } from "./errors.ts"
import { CreatedPage, Domain, PageSubcategory, PageTemplate, PageTemplateType } from "./page-template.ts"
import { Authentication } from "./security.ts"

export const PageTemplateListParams = Schema.Struct({
  ...ListParams,
  portal: PositiveIntFromString,
  type: PageTemplateType
})
export type PageTemplateListParams = typeof PageTemplateListParams.Type

const PortalId = Id
const TemplateKey = Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The page field is required." }))

/** createPageTemplate: website and landing templates; the domain is one of the portal's CRM domains. */
export const PageInstallPayload = Schema.Struct({
  page: TemplateKey,
  portal: PortalId,
  subcategory: PageSubcategory,
  domain: Schema.optional(Text(TextSize.name))
})
export type PageInstallPayload = typeof PageInstallPayload.Type

/** createPageTemplateBlog and createPageTemplateSystem. */
export const TemplatePayload = Schema.Struct({ page: TemplateKey, portal: PortalId })
export type TemplatePayload = typeof TemplatePayload.Type

/** createPageCustomBatch: the batch createPageTemplate returned, once it has finished. */
export const CreatePagePayload = Schema.Struct({
  batch_id: Text(TextSize.code).pipe(Schema.minLength(1, { message: () => "The batch_id field is required." }))
})
export type CreatePagePayload = typeof CreatePagePayload.Type

export const BatchStarted = Data(Schema.Struct({ batch_id: Schema.String }))

export class PageTemplateApi extends HttpApiGroup.make("pageTemplate")
  .add(
    HttpApiEndpoint.get("list", "/page-templates")
      .setUrlParams(PageTemplateListParams)
      .addSuccess(PagedList(PageTemplate))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("install", "/page-templates/install")
      .setPayload(PageInstallPayload)
      .addSuccess(BatchStarted)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(
        OpenApi.Description,
        "createPageTemplate: writes the template's files into the portal as a batch; poll GET /portal/api/v2/batch/{id}, then POST /page-templates/pages."
      )
  )
  .add(
    HttpApiEndpoint.post("createPage", "/page-templates/pages")
      .setPayload(CreatePagePayload)
      .addSuccess(Data(CreatedPage))
      .addError(Conflict)
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "createPageCustomBatch: creates the CRM page of a finished install batch (idempotent per batch).")
  )
  .add(
    HttpApiEndpoint.post("installBlog", "/page-templates/blog")
      .setPayload(TemplatePayload)
      .addSuccess(BatchStarted)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "createPageTemplateBlog: writes the blog templates into the portal as a batch.")
  )
  .add(
    HttpApiEndpoint.post("installSystem", "/page-templates/system")
      .setPayload(TemplatePayload)
      .addSuccess(Data(CreatedPage))
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(NotFound)
      .annotate(OpenApi.Description, "createPageTemplateSystem: writes the system template and creates its page in one call.")
  )
  .middleware(Authentication)
  .prefix("/module/api/v2")
  .annotate(OpenApi.Title, "Page templates") {}

/** The guest demo lists the demo portal's page templates without a token (read-only; installs need an account). */
export class GuestPageTemplateApi extends HttpApiGroup.make("guestPageTemplate")
  .add(
    HttpApiEndpoint.get("list", "/guest/page-templates")
      .setUrlParams(PageTemplateListParams)
      .addSuccess(PagedList(PageTemplate))
      .addError(Unprocessable)
      .addError(NotFound)
  )
  .prefix("/module/api/v2")
  .annotate(OpenApi.Title, "Page templates (guest)") {}

export class DomainApi extends HttpApiGroup.make("domain")
  .add(
    HttpApiEndpoint.get("list", "/domains")
      .setUrlParams(Schema.Struct({ portal_id: PositiveIntFromString }))
      .addSuccess(Data(Schema.Array(Domain)))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("read", "/domains/:id")
      .setPath(Schema.Struct({ id: Text(TextSize.code) }))
      .setUrlParams(Schema.Struct({ portal_id: PositiveIntFromString }))
      .addSuccess(Data(Domain))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Domains") {}
