// Page templates over HTTP against the seeded world: lists and eligibility per plan, website and
// landing installs as batches then the CRM page (once per batch), blog and system installs, the
// portal's CRM domains, and the sandbox HubSpot's editor and blog settings pages behind the links.
// Seeded: Demo Agency owns 1 Acme (pro, hub 20001001, www.acme.example), 2 Beacon (core), 3 Cobalt
// (free, starter), 4 Acme Staging (pro); Northwind owns 5 Northwind (stack).
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import {
  ACME_HUB,
  awaitFinished,
  base,
  createPage,
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

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("page templates", (it) => {
  it.effect("lists each type sorted by name, with eligibility, padlocks and previews per plan", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)

      const acme = yield* listOf(token, 1, "website-page")
      expect(acme.map((card) => card["name"])).toEqual(["About the Team", "Agency Home", "SaaS Product", "Services Overview"])
      expect(acme.every((card) => card["is_eligible"] === true && card["pad_lock"] === null && card["button_state"] === "Install")).toBe(
        true
      )
      expect(acme.find((card) => card["key"] === "agency-home")).toMatchObject({
        type: "website-page",
        access: "free",
        is_free_page_module: true,
        module_preview: "/previews/page-templates/agency-home.svg",
        installed: false,
        activate_url: null
      })
      expect((yield* listOf(token, 1, "landing-page")).map((card) => card["key"])).toEqual([
        "ebook-download",
        "free-consultation",
        "webinar-signup"
      ])
      expect((yield* listOf(token, 1, "system")).map((card) => card["name"])).toEqual([
        "404 Page Not Found",
        "500 Server Error",
        "Search Results"
      ])
      expect((yield* listOf(token, 1, "blog")).map((card) => card["name"])).toEqual(["Classic Blog", "Magazine Blog"])

      // Core gives free and lite; Free gives free only.
      const beacon = yield* listOf(token, 2, "website-page")
      expect(beacon.find((card) => card["key"] === "about-team")).toMatchObject({
        is_eligible: false,
        pad_lock: "pro",
        is_free_page_module: false
      })
      expect(beacon.find((card) => card["key"] === "saas-product")).toMatchObject({ is_eligible: true, pad_lock: null })
      const cobalt = yield* listOf(token, 3, "website-page")
      expect(cobalt.find((card) => card["key"] === "saas-product")).toMatchObject({ is_eligible: false, pad_lock: "lite" })
      expect(cobalt.find((card) => card["key"] === "agency-home")).toMatchObject({ is_eligible: true, pad_lock: null })

      expect((yield* listOf(token, 1, "website-page", "&keyword=saas")).map((card) => card["key"])).toEqual(["saas-product"])
      const paged = yield* api.request("GET", `${base}/page-templates?portal=1&type=website-page&limit=3&page=2&sort_direction=desc`, {
        token
      })
      expect(paged.body.data.map((card: { name: string }) => card.name)).toEqual(["About the Team"])
      expect(paged.body.meta.pagination).toEqual({ total: 4, count: 1, per_page: 3, current_page: 2, total_pages: 2 })

      expect((yield* api.request("GET", `${base}/page-templates?portal=1&type=website-page&sort_by=secret`, { token })).status).toBe(422)
      expect((yield* api.request("GET", `${base}/page-templates?portal=1&type=emails`, { token })).status).toBe(422)
      const user = yield* login(Seeded.user)
      expect((yield* api.request("GET", `${base}/page-templates?portal=2&type=blog`, { token: user })).status).toBe(403)
      expect((yield* api.request("GET", `${base}/page-templates?portal=424242&type=blog`, { token })).status).toBe(404)
      expect((yield* api.request("GET", `${base}/page-templates?portal=1&type=blog`)).status).toBe(401)
    })
  )

  it.effect("reads the portal's CRM domains", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const domains = yield* api.request("GET", `${portalApi}/domains?portal_id=1`, { token })
      expect(domains.status).toBe(200)
      expect(domains.body.data).toEqual([
        { id: expect.any(String), domain: "www.acme.example", is_primary: true },
        { id: expect.any(String), domain: "landing.www.acme.example", is_primary: false }
      ])
      const landing = domains.body.data[1]
      expect((yield* api.request("GET", `${portalApi}/domains/${landing.id}?portal_id=1`, { token })).body).toEqual({ data: landing })
      expect((yield* api.request("GET", `${portalApi}/domains/404?portal_id=1`, { token })).status).toBe(404)
      const north = yield* login(Seeded.northwind)
      expect((yield* api.request("GET", `${portalApi}/domains?portal_id=1`, { token: north })).status).toBe(403)
      expect((yield* api.request("GET", `${portalApi}/domains?portal_id=424242`, { token })).status).toBe(404)
    })
  )

  it.effect("a website install writes the files as a batch whose last job makes one CRM page on the chosen domain", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const id = yield* startInstall(token, { page: "agency-home", portal: 1, subcategory: "site_page", domain: "www.acme.example" })
      const done = yield* awaitFinished(token, id)
      expect(done).toMatchObject({ progress: 100, processedJobs: 2, totalJobs: 2, failedJobs: 0 })
      expect(yield* sandboxFile(1, "sr/templates/website-page/agency-home/agency-home.html")).toContain('{% dnd_area "main_content"')
      expect(yield* sandboxFile(1, "sr/templates/website-page/agency-home/agency-home.css")).toContain(".sr-agency-home")
      // The batch made the page: it exists even when the browser that started the install has gone.
      expect((yield* sandboxPages(1, "site")).map((candidate) => candidate["name"])).toContain("Agency Home 1")

      const created = yield* createPage(token, id)
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const page = created.body.data
      expect(page).toEqual({
        id: expect.any(String),
        name: "Agency Home 1",
        edit_url: `${api.baseUrl}/sandbox/hubspot/pages/${ACME_HUB}/editor/${page.id}/content`
      })
      // A second call (a reload, a double click) answers the same page and creates nothing.
      expect((yield* createPage(token, id)).body.data).toEqual(page)
      const pages = (yield* sandboxPages(1, "site")).filter((candidate) => candidate["name"] === "Agency Home 1")
      expect(pages).toHaveLength(1)
      expect(pages[0]).toMatchObject({
        id: page.id,
        domain: "www.acme.example",
        subcategory: "site_page",
        slug: "agency-home-1",
        templatePath: "sr/templates/website-page/agency-home/agency-home.html"
      })

      const editor = yield* api.request("GET", page.edit_url.slice(api.baseUrl.length))
      expect(editor.status).toBe(200)
      expect(editor.body).toContain("<h1>Editing Agency Home 1</h1>")
      expect(editor.body).toContain("sr/templates/website-page/agency-home/agency-home.html")
      expect(editor.body).toContain("www.acme.example")
      expect((yield* api.request("GET", `/sandbox/hubspot/pages/${ACME_HUB}/editor/999999/content`)).status).toBe(404)

      // Another install makes the next page from the same template.
      const second = yield* startInstall(token, { page: "agency-home", portal: 1, subcategory: "site_page" })
      yield* awaitFinished(token, second)
      expect((yield* createPage(token, second)).body.data.name).toBe("Agency Home 2")
      expect((yield* listOf(token, 1, "website-page")).find((card) => card["key"] === "agency-home")).toMatchObject({
        installed: true,
        button_state: "Install"
      })

      // Landing pages go to the landing-page list, here on the landing domain chosen by its id.
      const domains = yield* api.request("GET", `${portalApi}/domains?portal_id=1`, { token })
      const landingDomain = domains.body.data.find((domain: { domain: string }) => domain.domain.startsWith("landing."))
      const landing = yield* startInstall(token, {
        page: "ebook-download",
        portal: 1,
        subcategory: "landing_page",
        domain: landingDomain.id
      })
      expect(yield* awaitFinished(token, landing)).toMatchObject({ processedJobs: 3, totalJobs: 3 })
      const landingPage = (yield* createPage(token, landing)).body.data
      expect(landingPage.name).toBe("Ebook Download 1")
      expect((yield* sandboxPages(1, "landing")).find((candidate) => candidate["id"] === landingPage.id)).toMatchObject({
        domain: "landing.www.acme.example",
        subcategory: "landing_page"
      })

      expect(yield* events(1, "page-template.")).toEqual([
        "page-template.install-started",
        "page-template.page-created",
        "page-template.install-started",
        "page-template.page-created",
        "page-template.install-started",
        "page-template.page-created"
      ])
      expect(yield* historyLabels(1)).toEqual(
        expect.arrayContaining(["Page created: Agency Home 1", "Page created: Agency Home 2", "Page created: Ebook Download 1"])
      )
    })
  )

  it.effect("refuses installs the portal, plan, agency or domain does not allow", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* login(Seeded.agencyAdmin)
      const install = (who: string, json: Record<string, unknown>) =>
        api.request("POST", `${base}/page-templates/install`, { token: who, json })

      const starter = yield* install(token, { page: "ebook-download", portal: 3, subcategory: "landing_page" })
      expect(starter.status).toBe(422)
      expect(starter.body.message).toBe("Starter portals can only create website pages.")
      const foreign = yield* install(token, { page: "agency-home", portal: 1, subcategory: "site_page", domain: "www.beacon.example" })
      expect(foreign.status).toBe(422)
      expect(foreign.body.message).toBe("The selected domain is not connected to this portal.")
      const system = yield* install(token, { page: "error-404", portal: 1, subcategory: "site_page" })
      expect(system.status).toBe(422)
      expect(system.body.message).toBe("This template cannot be installed this way.")
      const locked = yield* install(token, { page: "about-team", portal: 2, subcategory: "site_page" })
      expect(locked.status).toBe(403)
      expect(locked.body.message).toBe("Upgrade this portal's plan to use this template.")
      expect((yield* install(token, { page: "no-such-template", portal: 1, subcategory: "site_page" })).status).toBe(404)
      expect((yield* install(token, { page: "agency-home", portal: 424242, subcategory: "site_page" })).status).toBe(404)

      const north = yield* login(Seeded.northwind)
      expect((yield* install(north, { page: "agency-home", portal: 1, subcategory: "site_page" })).status).toBe(403)
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'suspend' WHERE id = 2`)
      const suspended = yield* install(north, { page: "agency-home", portal: 5, subcategory: "site_page" })
      expect(suspended.status).toBe(403)
      expect(suspended.body.message).toBe("Your agency is suspended.")
      const suspendedBlog = yield* api.request("POST", `${base}/page-templates/blog`, {
        token: north,
        json: { page: "blog-classic", portal: 5 }
      })
      expect(suspendedBlog.body.message).toBe("Your agency is suspended.")
      yield* sqlRun((sql) => sql`UPDATE agencies SET status = 'active' WHERE id = 2`)
      expect(yield* sqlRun((sql) => sql`SELECT id FROM batches WHERE kind = 'page-template' AND portal_id IN (2, 3, 5)`)).toHaveLength(0)
    })
  )
})
