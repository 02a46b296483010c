// The Crm client's requests against HubSpot's documented shapes: a local server records every request
// (method, path, query, headers, body) and answers with HubSpot-shaped bodies.
// OAuth: https://developers.hubspot.com/docs/api/oauth/tokens; source code:
// https://developers.hubspot.com/docs/api/cms/source-code; pages, domains, HubDB and blog settings: the
// CMS v3 reference; account details: the account information reference.
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"

import { FetchHttpClient, HttpClient } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"

import { codeChallengeOf } from "../../lib/pkce.ts"
import { memoryPacer } from "../../testing/memory-pacer.ts"
import { makeCrm } from "./Crm.ts"
import { HUBSPOT_PUBLIC_APP_LIMITS } from "./pacer.ts"

interface Recorded {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

const CLIENT_ID = "contract-client"
const CLIENT_SECRET = "contract-secret"
const ACCESS = "access-token-1"
const AUTH = { hubId: 62515, accessToken: ACCESS }

const settingsFor = (apiBase: string) => ({
  apiBase,
  oauthBase: "https://app.hubspot.com",
  clientId: CLIENT_ID,
  clientSecret: Redacted.make(CLIENT_SECRET),
  limits: HUBSPOT_PUBLIC_APP_LIMITS
})

const crmAt = (apiBase: string) =>
  Effect.map(Effect.provide(HttpClient.HttpClient, FetchHttpClient.layer), (client) =>
    makeCrm(settingsFor(apiBase), client, memoryPacer(HUBSPOT_PUBLIC_APP_LIMITS))
  )

/** HubSpot-shaped answers by method and path. */
const answer = (method: string, path: string): unknown => {
  if (method === "POST" && path === "/oauth/v3/token") {
    return {
      token_type: "bearer",
      refresh_token: "refresh-1",
      access_token: ACCESS,
      expires_in: 1800,
      hub_id: 62515,
      scopes: ["oauth", "content"]
    }
  }
  if (method === "POST" && path === "/oauth/v3/token/introspect") {
    return {
      active: true,
      token_use: "access_token",
      hub_id: 62515,
      scopes: ["oauth", "content"],
      client_id: CLIENT_ID,
      user_id: 123,
      expires_in: 1754
    }
  }
  if (path.startsWith("/cms/v3/source-code/")) {
    return { id: "theme/a b.html", name: "a b.html", folder: false, createdAt: 1, updatedAt: 2, hash: "abc" }
  }
  if (method === "POST" && path === "/cms/v3/pages/site-pages") return { id: "101", name: "Home", slug: "home", state: "DRAFT" }
  if (path.startsWith("/cms/v3/pages/")) return { total: 0, results: [] }
  if (path === "/cms/v3/domains")
    return {
      total: 1,
      results: [
        {
          id: "9",
          domain: "www.example.com",
          primarySitePage: true,
          primaryLandingPage: false,
          primaryBlogPost: true,
          primaryEmail: false,
          primaryKnowledge: false
        }
      ]
    }
  if (method === "POST" && path === "/cms/v3/hubdb/tables") return { id: "5", name: "team", label: "Team", published: false }
  if (path === "/cms/v3/hubdb/tables") return { total: 0, results: [] }
  if (path === "/cms/v3/blog-settings/settings") return { total: 1, results: [{ id: 7, name: "Blog", slug: "blog" }] }
  // The documented required fields only: the latest reference lists no portalName (an older answer).
  if (path === "/account-info/v3/details") {
    return {
      portalId: 62515,
      accountType: "STANDARD",
      timeZone: "US/Eastern",
      companyCurrency: "USD",
      additionalCurrencies: [],
      utcOffset: "-05:00",
      utcOffsetMilliseconds: -18000000,
      uiDomain: "app.hubspot.com",
      dataHostingLocation: "na1"
    }
  }
  return { status: "error", message: "unexpected", category: "OBJECT_NOT_FOUND" }
}

const recordingServer = Effect.acquireRelease(
  Effect.async<{ readonly url: string; readonly requests: Array<Recorded>; readonly close: () => void }>((resume) => {
    const requests: Array<Recorded> = []
    const server = createServer((request, response) => {
      const chunks: Array<Buffer> = []
      request.on("data", (chunk: Buffer) => chunks.push(chunk))
      request.on("end", () => {
        const url = new URL(request.url ?? "/", "http://localhost")
        requests.push({
          method: request.method ?? "",
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8")
        })
        response.writeHead(200, { "content-type": "application/json" })
        response.end(JSON.stringify(answer(request.method ?? "", url.pathname)))
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resume(Effect.succeed({ url: `http://127.0.0.1:${port}`, requests, close: () => server.close() }))
    })
  }),
  (server) => Effect.sync(server.close)
)

const withCrm = Effect.gen(function* () {
  const server = yield* recordingServer
  const crm = yield* crmAt(server.url)
  /** The one request the last call made. */
  const last = () => server.requests[server.requests.length - 1]!
  return { crm, server, last }
})

const formOf = (request: Recorded) => Object.fromEntries(new URLSearchParams(request.body))

describe("Crm requests match HubSpot's documented shapes", () => {
  it("authorizeUrl: app.hubspot.com/oauth/authorize with client_id, scope, optional_scope, redirect_uri, state and the PKCE challenge", () => {
    const crm = Effect.runSync(crmAt("https://api.hubapi.com"))
    const url = new URL(
      crm.authorizeUrl({
        scopes: ["oauth", "content"],
        optionalScopes: ["hubdb"],
        redirectUri: "https://portal.example/hubspot/callback",
        state: "s t",
        codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
      })
    )
    expect(`${url.origin}${url.pathname}`).toBe("https://app.hubspot.com/oauth/authorize")
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      scope: "oauth content",
      optional_scope: "hubdb",
      redirect_uri: "https://portal.example/hubspot/callback",
      state: "s t",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256"
    })
    // RFC 7636 appendix B: the S256 challenge of its example verifier.
    expect(codeChallengeOf("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    // Scopes are separated by encoded spaces, not plus signs.
    expect(url.search).toContain("scope=oauth%20content")
  })

  it.scoped("token exchange and refresh: POST /oauth/v3/token, form-encoded, with the client credentials", () =>
    Effect.gen(function* () {
      const { crm, last } = yield* withCrm
      expect(
        (yield* crm.exchangeCode("code-1", "https://portal.example/hubspot/callback", "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"))
          .refresh_token
      ).toBe("refresh-1")
      const exchange = last()
      expect(exchange.method).toBe("POST")
      expect(exchange.path).toBe("/oauth/v3/token")
      expect(exchange.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/)
      expect(exchange.headers["authorization"]).toBeUndefined()
      expect(formOf(exchange)).toEqual({
        grant_type: "authorization_code",
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uri: "https://portal.example/hubspot/callback",
        code: "code-1",
        code_verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
      })

      yield* crm.refresh("refresh-1")
      const refresh = last()
      expect(refresh.method).toBe("POST")
      expect(refresh.path).toBe("/oauth/v3/token")
      expect(refresh.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/)
      expect(formOf(refresh)).toEqual({
        grant_type: "refresh_token",
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        refresh_token: "refresh-1"
      })
    })
  )

  it.scoped("token introspection: POST /oauth/v3/token/introspect, form-encoded, no bearer, giving hub_id and scopes", () =>
    Effect.gen(function* () {
      const { crm, last } = yield* withCrm
      const info = yield* crm.introspect(ACCESS)
      expect(info).toMatchObject({ active: true, hub_id: 62515, scopes: ["oauth", "content"] })
      expect(last()).toMatchObject({ method: "POST", path: "/oauth/v3/token/introspect" })
      expect(last().headers["authorization"]).toBeUndefined()
      expect(formOf(last())).toEqual({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, token: ACCESS, token_type_hint: "access_token" })
    })
  )

  it.scoped("source code: PUT multipart with a file part; GET content and metadata; DELETE; paths encoded per segment", () =>
    Effect.gen(function* () {
      const { crm, last } = yield* withCrm
      yield* crm.writeFile(AUTH, "published", "theme/a b.html", "<p>hi</p>")
      const put = last()
      expect(put.method).toBe("PUT")
      expect(put.path).toBe("/cms/v3/source-code/published/content/theme/a%20b.html")
      expect(put.headers["authorization"]).toBe(`Bearer ${ACCESS}`)
      const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(put.headers["content-type"] ?? "")?.[1]
      expect(boundary).toBeDefined()
      expect(put.body).toContain(`Content-Disposition: form-data; name="file"; filename="a b.html"`)
      expect(put.body).toContain("<p>hi</p>")

      yield* crm.readFile(AUTH, "draft", "theme/a b.html")
      expect(last()).toMatchObject({ method: "GET", path: "/cms/v3/source-code/draft/content/theme/a%20b.html" })
      expect(last().headers["authorization"]).toBe(`Bearer ${ACCESS}`)
      yield* crm.metadata(AUTH, "draft", "theme")
      expect(last()).toMatchObject({ method: "GET", path: "/cms/v3/source-code/draft/metadata/theme" })
      yield* crm.deleteFolder(AUTH, "draft", "theme")
      expect(last()).toMatchObject({ method: "DELETE", path: "/cms/v3/source-code/draft/content/theme" })
      expect(last().headers["authorization"]).toBe(`Bearer ${ACCESS}`)
    })
  )

  it.scoped("pages: POST JSON to site-pages / landing-pages; list with limit and after", () =>
    Effect.gen(function* () {
      const { crm, last } = yield* withCrm
      const page = yield* crm.createPage(AUTH, "site", { name: "Home", slug: "home", templatePath: "sr/templates/home.html" })
      expect(page.id).toBe("101")
      const post = last()
      expect(post.method).toBe("POST")
      expect(post.path).toBe("/cms/v3/pages/site-pages")
      expect(post.headers["authorization"]).toBe(`Bearer ${ACCESS}`)
      expect(post.headers["content-type"]).toMatch(/^application\/json/)
      expect(JSON.parse(post.body)).toEqual({ name: "Home", slug: "home", templatePath: "sr/templates/home.html" })

      yield* crm.listPages(AUTH, "landing", { limit: 10, after: "abc" })
      expect(last()).toMatchObject({ method: "GET", path: "/cms/v3/pages/landing-pages" })
      expect(Object.fromEntries(last().query)).toEqual({ limit: "10", after: "abc" })
    })
  )

  it.scoped("domains, HubDB tables, blog settings and account details: bearer GETs", () =>
    Effect.gen(function* () {
      const { crm, last } = yield* withCrm
      const checks = [
        [crm.domains(AUTH), "/cms/v3/domains"],
        [crm.listHubDbTables(AUTH), "/cms/v3/hubdb/tables"],
        [crm.blogSettings(AUTH), "/cms/v3/blog-settings/settings"],
        [crm.accountDetails(AUTH), "/account-info/v3/details"]
      ] as const
      for (const [call, path] of checks) {
        yield* call
        expect(last()).toMatchObject({ method: "GET", path, body: "" })
        expect(last().headers["authorization"]).toBe(`Bearer ${ACCESS}`)
        expect(last().headers["accept"]).toBe("application/json")
      }
      // An answer without the optional portalName still decodes: the portal is then named by its domain.
      expect(yield* crm.accountDetails(AUTH)).toEqual({ portalId: 62515 })
      expect((yield* crm.createHubDbTable(AUTH, { name: "team", label: "Team" })).id).toBe("5")
      expect(last()).toMatchObject({ method: "POST", path: "/cms/v3/hubdb/tables" })
      expect(last().headers["content-type"]).toMatch(/^application\/json/)
      expect(JSON.parse(last().body)).toEqual({ name: "team", label: "Team" })
    })
  )
})
