// Page templates over HTTP against the seeded world: lists and eligibility per plan, website and
// landing installs as batches then the CRM page (once per batch), blog and system installs, the
// portal's CRM domains, and the sandbox HubSpot's editor and blog settings pages behind the links.
// Seeded: Demo Agency owns 1 Acme (pro, hub 20001001, www.acme.example), 2 Beacon (core), 3 Cobalt
// (free, starter), 4 Acme Staging (pro); Northwind owns 5 Northwind (stack).
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Secrets } from "../../server/lib/app-key.ts"
import {
  ACME_HUB,
  awaitFinished,
  base,
  createPage,
  CRM_UNAVAILABLE,
  events,
  historyLabels,
  listOf,
  login,
  portalApi,
  sandboxFile,
  sandboxPages,
  sqlRun,
  startInstall
} from "./support/page-templates-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("page templates: batches, blog and system installs", (it) => {
  it.effect("createPage answers 409 while the batch runs or after it failed, and only to the batch's viewers", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      // A batch that never progresses: its jobs are not there for the worker to claim.
      yield* sqlRun(
        (sql) => sql`
        INSERT INTO batches (id, kind, portal_id, reference, total_jobs, status)
        VALUES ('unfinished-page-batch', 'page-template', 1, 'services-overview', 2, 'running')`
      )
      const running = yield* createPage(token, "unfinished-page-batch")
      expect(running.status).toBe(409)
      expect(running.body.message).toBe("The page template is still being installed.")
      const north = yield* login(Seeded.northwind)
      expect((yield* createPage(north, "unfinished-page-batch")).status).toBe(403)
      expect((yield* createPage(token, "no-such-batch")).status).toBe(404)

      // Acme Staging's CRM grant goes bad: every file job fails, so there is no page to create.
      const secrets = yield* Secrets
      yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = ${secrets.encrypt("revoked-refresh-token")} WHERE id = 4`)
      const id = yield* startInstall(token, { page: "services-overview", portal: 4, subcategory: "site_page" })
      const done = yield* awaitFinished(token, id)
      expect(done).toMatchObject({ progress: 100, processedJobs: 0, failedJobs: 2, totalJobs: 2 })
      const failed = yield* createPage(token, id)
      expect(failed.status).toBe(409)
      expect(failed.body.message).toBe(CRM_UNAVAILABLE)
      expect(yield* sqlRun((sql) => sql`SELECT id FROM portal_pages WHERE portal_id = 4`)).toHaveLength(0)

      const reconnect = yield* api.request("GET", `${portalApi}/domains?portal_id=4`, { token })
      expect(reconnect.status).toBe(400)
      expect(reconnect.body.status_code).toBe(40001)
      const withDomain = yield* api.request("POST", `${base}/page-templates/install`, {
        token,
        json: { page: "services-overview", portal: 4, subcategory: "site_page", domain: "www.acme.example" }
      })
      expect(withDomain.body.status_code).toBe(40001)
    })
  )

  it.effect("a blog install writes its templates as a batch; the card then says Reinstall and links to blog settings", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const wrong = yield* api.request("POST", `${base}/page-templates/blog`, { token, json: { page: "agency-home", portal: 1 } })
      expect(wrong.status).toBe(422)
      const locked = yield* api.request("POST", `${base}/page-templates/blog`, { token, json: { page: "blog-magazine", portal: 2 } })
      expect(locked.status).toBe(403)

      const started = yield* api.request("POST", `${base}/page-templates/blog`, { token, json: { page: "blog-classic", portal: 1 } })
      expect(started.status).toBe(200)
      const id = started.body.data.batch_id as string
      expect(yield* awaitFinished(token, id)).toMatchObject({ progress: 100, processedJobs: 2, totalJobs: 2, failedJobs: 0 })
      expect(yield* sandboxFile(1, "sr/templates/blog/blog-classic/blog-classic-post.html")).toContain("templateType: blog_post")

      const blogs = yield* listOf(token, 1, "blog")
      const activate = `${api.baseUrl}/sandbox/hubspot/settings/${ACME_HUB}/website/blogs`
      expect(blogs.find((card) => card["key"] === "blog-classic")).toMatchObject({
        installed: true,
        button_state: "Reinstall",
        activate_url: activate
      })
      expect(blogs.find((card) => card["key"] === "blog-magazine")).toMatchObject({
        installed: false,
        button_state: "Install",
        activate_url: null
      })
      // Installed on Acme only.
      expect((yield* listOf(token, 2, "blog")).find((card) => card["key"] === "blog-classic")).toMatchObject({
        installed: false,
        activate_url: null
      })

      const settings = yield* api.request("GET", activate.slice(api.baseUrl.length))
      expect(settings.status).toBe(200)
      expect(settings.body).toContain("<h1>Blog settings</h1>")
      expect(settings.body).toContain("sr/templates/blog/blog-classic/blog-classic-listing.html")
      expect(settings.body).toContain("Acme Portal Blog")
      expect((yield* api.request("GET", "/sandbox/hubspot/settings/1/website/blogs")).status).toBe(404)

      // A blog batch has no page.
      expect((yield* createPage(token, id)).status).toBe(404)
      expect(yield* events(1, "page-template.blog")).toEqual(["page-template.blog-installed"])
      expect(yield* historyLabels(1)).toContain("Blog installed: Classic Blog")
    })
  )

  it.effect("a system template writes its files and creates its page in one call", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const wrong = yield* api.request("POST", `${base}/page-templates/system`, { token, json: { page: "blog-classic", portal: 1 } })
      expect(wrong.status).toBe(422)
      const locked = yield* api.request("POST", `${base}/page-templates/system`, { token, json: { page: "search-results", portal: 3 } })
      expect(locked.status).toBe(403)

      const reply = yield* api.request("POST", `${base}/page-templates/system`, { token, json: { page: "error-404", portal: 1 } })
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      const page = reply.body.data
      expect(page).toEqual({
        id: expect.any(String),
        name: "404 Page Not Found",
        edit_url: `${api.baseUrl}/sandbox/hubspot/pages/${ACME_HUB}/editor/${page.id}/content`
      })
      expect((yield* sandboxPages(1, "site")).find((candidate) => candidate["id"] === page.id)).toMatchObject({
        templatePath: "sr/templates/system/error-404/error-404.html",
        domain: "www.acme.example"
      })
      expect(yield* sandboxFile(1, "sr/templates/system/error-404/error-404.css")).toContain(".sr-error-404")
      expect((yield* listOf(token, 1, "system")).find((card) => card["key"] === "error-404")).toMatchObject({
        installed: true,
        button_state: "Install"
      })
      expect(yield* historyLabels(1)).toContain("Page created: 404 Page Not Found")
      expect(yield* events(1, "page-template.page-created")).not.toHaveLength(0)
    })
  )
})
