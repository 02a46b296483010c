// The page template install calls (spec 2 section 7): start a website/landing or blog batch, read the
// batch, create the page of a finished batch, and the one-call system install.
import { Effect } from "effect"

import { ApiClient, type ApiError, type CreatedPage, type Domain, type PageSubcategory } from "@/shared/api"

export interface PageInstallRequest {
  readonly page: string
  readonly portal: number
  readonly subcategory: PageSubcategory
  readonly domain: string
}

/** createPageTemplate: answers the batch id. */
export const startPageInstall = (request: PageInstallRequest): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.pageTemplate.install({ payload: request }))),
    Effect.map((answer) => answer.data.batch_id)
  )

/** createPageCustomBatch: the CRM page of a finished install batch. */
export const createPage = (batchId: string): Effect.Effect<CreatedPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.pageTemplate.createPage({ payload: { batch_id: batchId } }))),
    Effect.map((answer) => answer.data)
  )

/** createPageTemplateBlog: answers the batch id. */
export const startBlogInstall = (page: string, portal: number): Effect.Effect<string, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.pageTemplate.installBlog({ payload: { page, portal } }))),
    Effect.map((answer) => answer.data.batch_id)
  )

/** createPageTemplateSystem: writes the template and creates its page in one call. */
export const installSystemTemplate = (page: string, portal: number): Effect.Effect<CreatedPage, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.pageTemplate.installSystem({ payload: { page, portal } }))),
    Effect.map((answer) => answer.data)
  )

/** The domains connected to the portal's CRM account (Select Domain). */
export const listDomains = (portalId: number): Effect.Effect<ReadonlyArray<Domain>, ApiError, ApiClient> =>
  ApiClient.pipe(
    Effect.flatMap((api) => api.call((client) => client.domain.list({ urlParams: { portal_id: portalId } }))),
    Effect.map((answer) => answer.data)
  )
