// Site and landing pages, domains, HubDB tables and blog settings of the sandbox HubSpot.
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

import { requireScope } from "./bearer.ts"
import { blogJson, domainsJson, hubDbTableJson, pageJson } from "./hubspot-json.ts"
import { ACCOUNT_GONE, apiError, fail, replied } from "./replies.ts"
import { findAccount } from "./store/accounts.ts"
import {
  createHubDbTable,
  createPage,
  deletePage,
  listBlogs,
  listHubDbTables,
  listPages,
  type PageKind,
  updatePage
} from "./store/content.ts"

const account = (hubId: number) =>
  Effect.flatMap(
    findAccount(hubId),
    Option.match({
      onNone: () => fail(apiError(401, "INVALID_AUTHENTICATION", ACCOUNT_GONE)),
      onSome: Effect.succeed
    })
  )

const jsonBody = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const body = yield* Effect.orElse(request.json, () => fail(apiError(400, "VALIDATION_ERROR", "The body must be JSON")))
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return yield* fail(apiError(400, "VALIDATION_ERROR", "The body must be a JSON object"))
  }
  return body as Record<string, unknown>
})

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

const searchParams = Effect.map(HttpServerRequest.HttpServerRequest, (request) => new URL(request.url, "http://localhost").searchParams)

const pagesList = (kind: PageKind) =>
  Effect.gen(function* () {
    const access = yield* requireScope("content")
    const hub = yield* account(access.hubId)
    const params = yield* searchParams
    const limit = Math.min(Math.max(Number(params.get("limit") ?? 20) || 20, 1), 100)
    const offset = Math.max(Number(params.get("after") ?? 0) || 0, 0)
    const { total, pages } = yield* listPages(hub.hub_id, kind, offset, limit)
    const next = offset + limit < total ? { next: { after: String(offset + limit) } } : undefined
    return HttpServerResponse.unsafeJson({ total, results: pages.map((page) => pageJson(page, hub)), ...(next && { paging: next }) })
  })

const pagesCreate = (kind: PageKind) =>
  Effect.gen(function* () {
    const access = yield* requireScope("content")
    const hub = yield* account(access.hubId)
    const { name, slug, templatePath, htmlTitle, state, ...properties } = yield* jsonBody
    const pageName = text(name)?.trim()
    if (pageName === undefined || pageName === "") return yield* fail(apiError(400, "VALIDATION_ERROR", "name is required"))
    const page = yield* createPage(hub.hub_id, kind, {
      name: pageName,
      slug: text(slug) ?? "",
      templatePath: text(templatePath) ?? null,
      htmlTitle: text(htmlTitle) ?? null,
      state: text(state) ?? "DRAFT",
      properties
    })
    return HttpServerResponse.unsafeJson(pageJson(page, hub), { status: 201 })
  })

/** PATCH a page: the fields sent change, the others stay, as HubSpot's partial update does. */
const pagesUpdate = (kind: PageKind) =>
  Effect.gen(function* () {
    const access = yield* requireScope("content")
    const hub = yield* account(access.hubId)
    const params = yield* HttpRouter.params
    const { name, slug, templatePath, htmlTitle, state, ...properties } = yield* jsonBody
    const pageName = text(name)?.trim()
    if (pageName === "") return yield* fail(apiError(400, "VALIDATION_ERROR", "name may not be empty"))
    const page = yield* updatePage(hub.hub_id, kind, Number(params["id"] ?? ""), {
      ...(pageName === undefined ? {} : { name: pageName }),
      ...(text(slug) === undefined ? {} : { slug: text(slug)! }),
      ...(templatePath === undefined ? {} : { templatePath: text(templatePath) ?? null }),
      ...(htmlTitle === undefined ? {} : { htmlTitle: text(htmlTitle) ?? null }),
      ...(text(state) === undefined ? {} : { state: text(state)! }),
      properties
    })
    if (Option.isNone(page)) return yield* fail(apiError(404, "OBJECT_NOT_FOUND", "The page does not exist."))
    return HttpServerResponse.unsafeJson(pageJson(page.value, hub))
  })

/** DELETE a page: HubSpot archives it (204) and it no longer lists; 404 when the account has no such page. */
const pagesArchive = (kind: PageKind) =>
  Effect.gen(function* () {
    const access = yield* requireScope("content")
    const hub = yield* account(access.hubId)
    const params = yield* HttpRouter.params
    const archived = yield* deletePage(hub.hub_id, kind, Number(params["id"] ?? ""))
    if (!archived) return yield* fail(apiError(404, "OBJECT_NOT_FOUND", "The page does not exist."))
    return HttpServerResponse.empty({ status: 204 })
  })

const hubDbList = Effect.gen(function* () {
  const access = yield* requireScope("hubdb")
  const tables = yield* listHubDbTables(access.hubId)
  return HttpServerResponse.unsafeJson({ total: tables.length, results: tables.map(hubDbTableJson) })
})

const hubDbCreate = Effect.gen(function* () {
  const access = yield* requireScope("hubdb")
  const body = yield* jsonBody
  const name = text(body["name"])
  if (name === undefined || !/^[a-z0-9_]{1,50}$/.test(name)) {
    return yield* fail(apiError(400, "VALIDATION_ERROR", "name must be 1 to 50 lowercase letters, digits or underscores"))
  }
  const columns = Array.isArray(body["columns"]) ? body["columns"] : []
  const table = yield* createHubDbTable(access.hubId, { name, label: text(body["label"]) ?? name, columns })
  if (table === undefined) return yield* fail(apiError(409, "CONFLICT", `A table named ${name} already exists`))
  return HttpServerResponse.unsafeJson(hubDbTableJson(table), { status: 201 })
})

const blogSettings = Effect.gen(function* () {
  const access = yield* requireScope("content")
  const hub = yield* account(access.hubId)
  const blogs = yield* listBlogs(hub.hub_id)
  return HttpServerResponse.unsafeJson({ total: blogs.length, results: blogs.map((blog) => blogJson(blog, hub)) })
})

const domains = Effect.gen(function* () {
  const access = yield* requireScope("content")
  const hub = yield* account(access.hubId)
  const results = domainsJson(hub)
  return HttpServerResponse.unsafeJson({ total: results.length, results })
})

export const contentRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/cms/v3/pages/site-pages", replied(pagesList("site"))),
  HttpRouter.post("/cms/v3/pages/site-pages", replied(pagesCreate("site"))),
  HttpRouter.patch("/cms/v3/pages/site-pages/:id", replied(pagesUpdate("site"))),
  HttpRouter.del("/cms/v3/pages/site-pages/:id", replied(pagesArchive("site"))),
  HttpRouter.get("/cms/v3/pages/landing-pages", replied(pagesList("landing"))),
  HttpRouter.post("/cms/v3/pages/landing-pages", replied(pagesCreate("landing"))),
  HttpRouter.patch("/cms/v3/pages/landing-pages/:id", replied(pagesUpdate("landing"))),
  HttpRouter.del("/cms/v3/pages/landing-pages/:id", replied(pagesArchive("landing"))),
  HttpRouter.get("/cms/v3/hubdb/tables", replied(hubDbList)),
  HttpRouter.post("/cms/v3/hubdb/tables", replied(hubDbCreate)),
  HttpRouter.get("/cms/v3/blog-settings/settings", replied(blogSettings)),
  HttpRouter.get("/cms/v3/domains", replied(domains))
)
