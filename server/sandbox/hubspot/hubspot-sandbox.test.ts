// The sandbox HubSpot's REST subset through the Crm client: seeded grants, scopes, publishing,
// folders, pages, domains, HubDB and blog settings.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { IntegrationsTestDatabase } from "../../testing/integrations-database.ts"
import { startSandboxHubspot } from "../../testing/sandbox-hubspot-server.ts"
import { seedSandboxAccount } from "./seed.ts"
import { SandboxHubspotSettings } from "./settings.ts"

/** A REST call to the sandbox over plain HTTP, answering status and JSON body (if any). */
const sandboxFetch = (appUrl: string, accessToken: string, method: string, path: string) =>
  Effect.promise(async () => {
    const response = await fetch(`${appUrl}/sandbox/hubspot${path}`, { method, headers: { authorization: `Bearer ${accessToken}` } })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : (JSON.parse(text) as unknown) }
  })

const seeded = (hubId: number, scopes: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const started = yield* startSandboxHubspot
    const refreshToken = yield* seedSandboxAccount({ hubId, name: `Hub ${hubId}`, domain: `hub${hubId}.example.com`, scopes }).pipe(
      Effect.provideService(SandboxHubspotSettings, started.sandboxSettings)
    )
    const { access_token } = yield* started.crm.refresh(refreshToken)
    return { ...started, refreshToken, accessToken: access_token, auth: { hubId, accessToken: access_token } }
  })

describe("sandbox HubSpot", () => {
  layer(IntegrationsTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("seeds an account once and hands back the same working refresh token", () =>
      Effect.gen(function* () {
        const first = yield* seeded(501, ["oauth", "content"])
        const again = yield* seedSandboxAccount({
          hubId: 501,
          name: "Renamed",
          domain: "other.example.com",
          scopes: ["oauth", "content"]
        }).pipe(Effect.provideService(SandboxHubspotSettings, first.sandboxSettings))
        expect(again).toBe(first.refreshToken)
        const info = yield* first.crm.introspect(first.accessToken)
        expect(info).toMatchObject({ hub_id: 501, hub_domain: "hub501.example.com", scopes: ["oauth", "content"] })
      })
    )

    it.scoped("answers 403 MISSING_SCOPES for HubDB without the hubdb scope, and serves it with the scope", () =>
      Effect.gen(function* () {
        const withoutHubDb = yield* seeded(502, ["content"])
        const missing = yield* Effect.flip(withoutHubDb.crm.listHubDbTables(withoutHubDb.auth))
        expect(missing).toMatchObject({ _tag: "CrmMissingScopes", requiredScopes: ["hubdb"] })

        const withHubDb = yield* seeded(503, ["content", "hubdb"])
        const created = yield* withHubDb.crm.createHubDbTable(withHubDb.auth, { name: "team_members", label: "Team" })
        expect(created).toMatchObject({ name: "team_members", label: "Team", rowCount: 0, published: false })
        const duplicate = yield* Effect.flip(withHubDb.crm.createHubDbTable(withHubDb.auth, { name: "team_members", label: "Team" }))
        expect(duplicate).toMatchObject({ _tag: "CrmRequestFailed", status: 409 })
        const tables = yield* withHubDb.crm.listHubDbTables(withHubDb.auth)
        expect(tables.results.map((table) => table.name)).toEqual(["team_members"])
        // Another hub sees none of it.
        expect((yield* withoutHubDb.crm.metadata(withoutHubDb.auth, "draft", "x").pipe(Effect.flip))._tag).toBe("CrmNotFound")
      })
    )

    it.scoped("keeps drafts apart until published, and deletes files but not folders", () =>
      Effect.gen(function* () {
        const { crm, auth, accessToken, appUrl } = yield* seeded(504, ["content"])
        yield* crm.writeFile(auth, "draft", "theme/css/main.css", "body { color: red }")
        expect((yield* Effect.flip(crm.readFile(auth, "published", "theme/css/main.css")))._tag).toBe("CrmNotFound")

        yield* crm.writeFile(auth, "published", "theme/css/main.css", "body { color: blue }")
        expect(yield* crm.readFile(auth, "draft", "theme/css/main.css")).toBe("body { color: blue }")
        yield* crm.writeFile(auth, "published", "theme/js/app.js", "console.log(1)")
        expect((yield* crm.metadata(auth, "published", "theme")).children).toEqual(["css", "js"])

        // HubSpot documents DELETE …/content/{path} for files only: a folder is refused, not emptied.
        const remove = (path: string) => sandboxFetch(appUrl, accessToken, "DELETE", `/cms/v3/source-code/published/content/${path}`)
        const folder = yield* remove("theme")
        expect(folder.status).toBe(400)
        expect(folder.body).toMatchObject({ status: "error", category: "VALIDATION_ERROR" })
        expect((yield* crm.metadata(auth, "draft", "theme")).children).toEqual(["css", "js"])
        expect((yield* remove("theme/css/main.css")).status).toBe(204)
        expect((yield* remove("theme/js/app.js")).status).toBe(204)
        expect((yield* Effect.flip(crm.metadata(auth, "draft", "theme")))._tag).toBe("CrmNotFound")
        expect((yield* remove("theme/js/app.js")).status).toBe(404)
      })
    )

    it.scoped("creates and lists site and landing pages separately, with paging, and reports blog settings", () =>
      Effect.gen(function* () {
        const { crm, auth } = yield* seeded(505, ["content"])
        const page = yield* crm.createPage(auth, "site", {
          name: "Home",
          slug: "home",
          templatePath: "theme/templates/home.html",
          language: "en"
        })
        expect(page).toMatchObject({
          name: "Home",
          slug: "home",
          state: "DRAFT",
          subcategory: "site_page",
          url: "https://hub505.example.com/home"
        })
        yield* crm.createPage(auth, "site", { name: "About" })
        yield* crm.createPage(auth, "landing", { name: "Offer" })

        const firstPage = yield* crm.listPages(auth, "site", { limit: 1 })
        expect(firstPage.total).toBe(2)
        expect(firstPage.results.map((result) => result.name)).toEqual(["Home"])
        const after = firstPage.paging?.next?.after
        expect(after).toBeDefined()
        const secondPage = yield* crm.listPages(auth, "site", { limit: 1, ...(after === undefined ? {} : { after }) })
        expect(secondPage.results.map((result) => result.name)).toEqual(["About"])
        expect(secondPage.paging).toBeUndefined()
        expect((yield* crm.listPages(auth, "landing")).results.map((result) => result.name)).toEqual(["Offer"])

        const blogs = yield* crm.blogSettings(auth)
        expect(blogs.results).toEqual([
          expect.objectContaining({ name: "Blog", slug: "blog", absoluteUrl: "https://hub505.example.com/blog" })
        ])
      })
    )

    it.scoped("account details name the token's account (scope oauth); a token without oauth is refused 403", () =>
      Effect.gen(function* () {
        const { crm, auth, accessToken, appUrl } = yield* seeded(508, ["oauth", "content"])
        expect(yield* crm.accountDetails(auth)).toMatchObject({ portalId: 508, portalName: "Hub 508" })
        const raw = yield* sandboxFetch(appUrl, accessToken, "GET", "/account-info/v3/details")
        expect(raw.body).toMatchObject({
          portalId: 508,
          accountType: "DEVELOPER_TEST",
          companyCurrency: "USD",
          dataHostingLocation: "na1",
          uiDomain: "app.hubspot.com"
        })
        const noOauth = yield* seeded(509, ["content"])
        expect(yield* Effect.flip(noOauth.crm.accountDetails(noOauth.auth))).toMatchObject({
          _tag: "CrmMissingScopes",
          requiredScopes: ["oauth"]
        })
        expect((yield* sandboxFetch(appUrl, "not-a-token", "GET", "/account-info/v3/details")).status).toBe(401)
      })
    )

    it.scoped("lists the account's domains (content scope) and keeps the domain a page was created on", () =>
      Effect.gen(function* () {
        const { crm, auth, accessToken, appUrl } = yield* seeded(506, ["content"])
        const domains = yield* sandboxFetch(appUrl, accessToken, "GET", "/cms/v3/domains")
        expect(domains.body).toMatchObject({
          total: 2,
          results: [
            { id: "5061", domain: "hub506.example.com", primarySitePage: true, primaryLandingPage: false },
            { id: "5062", domain: "landing.hub506.example.com", primarySitePage: false, primaryLandingPage: true }
          ]
        })
        const page = yield* crm.createPage(auth, "landing", { name: "Offer", slug: "offer", domain: "landing.hub506.example.com" })
        expect(page).toMatchObject({ domain: "landing.hub506.example.com", url: "https://landing.hub506.example.com/offer" })
        const plain = yield* crm.createPage(auth, "site", { name: "Home" })
        expect(plain.domain).toBe("hub506.example.com")

        const noContent = yield* seeded(507, ["oauth"])
        expect((yield* Effect.flip(noContent.crm.domains(noContent.auth)))._tag).toBe("CrmMissingScopes")
      })
    )

    it.scoped("refuses unknown access tokens with 401", () =>
      Effect.gen(function* () {
        const { crm } = yield* startSandboxHubspot
        const failure = yield* Effect.flip(crm.blogSettings({ hubId: 1, accessToken: "sbx-unknown" }))
        expect(failure._tag).toBe("CrmUnauthorized")
      })
    )
  })
})
