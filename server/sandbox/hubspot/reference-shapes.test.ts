// The sandbox's answers against HubSpot's reference: each shape below lists the fields the
// reference (developers.hubspot.com, API reference and changelog) marks required, with their JSON
// types, written down by hand from the documentation. Every answer must carry all of them.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { IntegrationsTestDatabase } from "../../testing/integrations-database.ts"
import { bearer, call, form, startSandbox } from "./http-test-kit.ts"
import { createAuthCode } from "./store/oauth.ts"

type JsonType = "string" | "number" | "boolean" | "object" | "array"
type Shape = Readonly<Record<string, JsonType>>

const jsonType = (value: unknown): string => (Array.isArray(value) ? "array" : value === null ? "null" : typeof value)

/** Fields of `shape` that `value` lacks or carries with another JSON type. */
const mismatches = (value: unknown, shape: Shape): Array<string> => {
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>
  return Object.entries(shape).flatMap(([field, type]) =>
    jsonType(record[field]) === type ? [] : [`${field}: expected ${type}, got ${jsonType(record[field])}`]
  )
}

/** CMS Pages v3, Page (site and landing pages): every field is required. */
const PAGE: Shape = {
  abStatus: "string",
  abTestId: "string",
  archivedAt: "string",
  archivedInDashboard: "boolean",
  attachedStylesheets: "array",
  authorName: "string",
  campaign: "string",
  categoryId: "number",
  contentGroupId: "string",
  contentTypeCategory: "string",
  created: "string",
  createdById: "string",
  currentState: "string",
  currentlyPublished: "boolean",
  domain: "string",
  dynamicPageDataSourceId: "string",
  dynamicPageDataSourceType: "number",
  dynamicPageHubDbTableId: "string",
  enableDomainStylesheets: "boolean",
  enableLayoutStylesheets: "boolean",
  featuredImage: "string",
  featuredImageAltText: "string",
  folderId: "string",
  footerHtml: "string",
  headHtml: "string",
  htmlTitle: "string",
  id: "string",
  includeDefaultCustomCss: "boolean",
  language: "string",
  layoutSections: "object",
  linkRelCanonicalUrl: "string",
  mabExperimentId: "string",
  metaDescription: "string",
  name: "string",
  pageExpiryDate: "number",
  pageExpiryEnabled: "boolean",
  pageExpiryRedirectId: "number",
  pageExpiryRedirectUrl: "string",
  pageRedirected: "boolean",
  password: "string",
  publicAccessRules: "array",
  publicAccessRulesEnabled: "boolean",
  publishDate: "string",
  publishImmediately: "boolean",
  slug: "string",
  state: "string",
  subcategory: "string",
  templatePath: "string",
  themeSettingsValues: "object",
  translatedFromId: "string",
  translations: "object",
  updated: "string",
  updatedById: "string",
  url: "string",
  useFeaturedImage: "boolean",
  widgetContainers: "object",
  widgets: "object"
}

/** Domains v3, Domain: the required fields plus the primary* flags, created and updated. */
const DOMAIN: Shape = {
  id: "string",
  domain: "string",
  isResolving: "boolean",
  isUsedForSitePage: "boolean",
  isUsedForLandingPage: "boolean",
  isUsedForBlogPost: "boolean",
  isUsedForEmail: "boolean",
  isUsedForKnowledge: "boolean",
  primarySitePage: "boolean",
  primaryLandingPage: "boolean",
  primaryBlogPost: "boolean",
  primaryEmail: "boolean",
  primaryKnowledge: "boolean",
  created: "string",
  updated: "string"
}

/** Account information, Retrieve account details: the required fields (portalName is optional there). */
const ACCOUNT_DETAILS: Shape = {
  portalId: "number",
  accountType: "string",
  timeZone: "string",
  companyCurrency: "string",
  additionalCurrencies: "array",
  utcOffset: "string",
  utcOffsetMilliseconds: "number",
  uiDomain: "string",
  dataHostingLocation: "string"
}

/** CMS Source Code v3, AssetFileMetadata. */
const FILE_METADATA: Shape = { id: "string", name: "string", folder: "boolean", createdAt: "number", updatedAt: "number" }

/** POST /oauth/v1/token (hub_id and scopes added in the 2025 changelog). */
const V1_TOKEN: Shape = {
  token_type: "string",
  refresh_token: "string",
  access_token: "string",
  expires_in: "number",
  hub_id: "number",
  scopes: "array"
}

/** POST /oauth/v3/token, access-token answer (authorization_code and refresh_token grants). */
const V3_TOKEN: Shape = { access_token: "string", refresh_token: "string", expires_in: "number", token_type: "string", token_use: "string" }

/** POST /oauth/v3/token/introspect for a live access token. */
const INTROSPECT_ACCESS: Shape = {
  active: "boolean",
  app_id: "number",
  client_id: "string",
  expires_in: "number",
  hub_id: "number",
  is_private_distribution: "boolean",
  scopes: "array",
  signed_access_token: "object",
  token: "string",
  token_type: "string",
  token_use: "string",
  user_id: "number"
}

/** …its signed_access_token. */
const SIGNED_ACCESS_TOKEN: Shape = {
  appId: "number",
  appInstallId: "string",
  audience: "string",
  expiresAt: "number",
  hubId: "number",
  hublet: "string",
  installingUserId: "number",
  isPrivateDistribution: "boolean",
  isServiceAccount: "boolean",
  isUserLevel: "boolean",
  newSignature: "string",
  scopeToScopeGroupPks: "string",
  scopes: "string",
  signature: "string",
  trialScopeToScopeGroupPks: "string",
  trialScopes: "string",
  userId: "number"
}

/** POST /oauth/v3/token/introspect for a live refresh token. */
const INTROSPECT_REFRESH: Shape = {
  active: "boolean",
  app_id: "number",
  client_id: "string",
  hub_id: "number",
  scopes: "array",
  token: "string",
  token_type: "string",
  token_use: "string",
  user_id: "number"
}

/** GET /oauth/v1/access-tokens/{token}. */
const V1_ACCESS_TOKEN_INFO: Shape = {
  token: "string",
  hub_id: "number",
  user_id: "number",
  scopes: "array",
  token_type: "string",
  app_id: "number",
  expires_in: "number"
}

/** The 429 of the ten-second limit (usage guidelines). */
const RATE_LIMIT_ERROR: Shape = {
  status: "string",
  message: "string",
  errorType: "string",
  correlationId: "string",
  policyName: "string",
  requestId: "string"
}

/** v3 API errors. */
const V3_ERROR: Shape = { status: "string", message: "string", correlationId: "string", category: "string" }

/** OAuth errors: RFC 6749's fields beside HubSpot's legacy status and message. */
const OAUTH_ERROR: Shape = { error: "string", error_description: "string", status: "string", message: "string" }

/** An API path HubSpot does not serve. */
const NOT_FOUND: Shape = { status: "string", message: "string", correlationId: "string" }

describe("sandbox HubSpot answers carry HubSpot's required fields", () => {
  layer(IntegrationsTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("pages (create, list, patch, landing), domains, account details and file metadata", () =>
      Effect.gen(function* () {
        const sandbox = yield* startSandbox()
        const { accessToken } = yield* sandbox.connect(801)
        const json = (method: string, body: unknown) =>
          bearer(accessToken, { method, body: JSON.stringify(body), headers: { "content-type": "application/json" } })

        const created = yield* call(
          sandbox.appUrl,
          "/cms/v3/pages/site-pages",
          json("POST", { name: "Home", slug: "home", language: "de" })
        )
        expect(created.status).toBe(201)
        expect(mismatches(created.body, PAGE)).toEqual([])
        expect(created.body).toMatchObject({ language: "de", subcategory: "site_page", state: "DRAFT" })
        expect(created.body).not.toHaveProperty("createdAt")

        const patched = yield* call(
          sandbox.appUrl,
          `/cms/v3/pages/site-pages/${created.body.id}`,
          json("PATCH", { state: "PUBLISHED", metaDescription: "Welcome" })
        )
        expect(mismatches(patched.body, PAGE)).toEqual([])
        expect(patched.body).toMatchObject({ name: "Home", metaDescription: "Welcome", currentlyPublished: true, language: "de" })

        const landing = yield* call(sandbox.appUrl, "/cms/v3/pages/landing-pages", json("POST", { name: "Offer" }))
        expect(mismatches(landing.body, PAGE)).toEqual([])
        expect(landing.body.subcategory).toBe("landing_page")

        const list = yield* call(sandbox.appUrl, "/cms/v3/pages/site-pages", bearer(accessToken))
        expect(list.body.results.flatMap((page: unknown) => mismatches(page, PAGE))).toEqual([])

        const domains = yield* call(sandbox.appUrl, "/cms/v3/domains", bearer(accessToken))
        expect(domains.body.results).toHaveLength(2)
        expect(domains.body.results.flatMap((domain: unknown) => mismatches(domain, DOMAIN))).toEqual([])
        expect(domains.body.results[0]).not.toHaveProperty("isPrimarySitePage")

        const account = yield* call(sandbox.appUrl, "/account-info/v3/details", bearer(accessToken))
        expect(mismatches(account.body, ACCOUNT_DETAILS)).toEqual([])
        expect(["APP_DEVELOPER", "DEVELOPER_TEST", "SANDBOX", "STANDARD"]).toContain(account.body.accountType)

        const body = new FormData()
        body.append("file", new Blob(["{{ content }}"]), "page.html")
        const file = yield* call(
          sandbox.appUrl,
          "/cms/v3/source-code/published/content/theme/templates/page.html",
          bearer(accessToken, { method: "PUT", body })
        )
        expect(mismatches(file.body, FILE_METADATA)).toEqual([])
        const folder = yield* call(sandbox.appUrl, "/cms/v3/source-code/published/metadata/theme", bearer(accessToken))
        expect(mismatches(folder.body, { ...FILE_METADATA, children: "array" })).toEqual([])
      })
    )

    it.scoped("token answers (v1, v3 with both grants), introspection, token info and revocation", () =>
      Effect.gen(function* () {
        const sandbox = yield* startSandbox()
        const hub = yield* sandbox.connect(802)
        const client = { client_id: sandbox.clientId, client_secret: sandbox.clientSecret }

        const v1 = yield* call(
          sandbox.appUrl,
          "/oauth/v1/token",
          form({ ...client, grant_type: "refresh_token", refresh_token: hub.refreshToken })
        )
        expect(mismatches(v1.body, V1_TOKEN)).toEqual([])
        expect(v1.body).toMatchObject({ token_type: "bearer", hub_id: 802, expires_in: 1800 })

        const redirectUri = `${sandbox.appUrl}/hubspot/callback`
        const code = yield* createAuthCode({
          hubId: 802,
          clientId: sandbox.clientId,
          redirectUri,
          codeChallenge: null,
          scopes: ["oauth", "content"],
          ttlSeconds: 600
        })
        const exchanged = yield* call(
          sandbox.appUrl,
          "/oauth/v3/token",
          form({ ...client, grant_type: "authorization_code", code, redirect_uri: redirectUri })
        )
        expect(mismatches(exchanged.body, V3_TOKEN)).toEqual([])
        expect(exchanged.body).toMatchObject({ token_use: "access_token", hub_id: 802, scopes: ["oauth", "content"] })

        // v3 takes its parameters from the body only.
        const inQuery = yield* call(
          sandbox.appUrl,
          `/oauth/v3/token?${new URLSearchParams({ ...client, grant_type: "refresh_token", refresh_token: hub.refreshToken })}`,
          { method: "POST" }
        )
        expect(inQuery.status).toBe(400)
        expect(mismatches(inQuery.body, OAUTH_ERROR)).toEqual([])

        const introspect = (token: string, hint?: string) =>
          call(
            sandbox.appUrl,
            "/oauth/v3/token/introspect",
            form({ ...client, token, ...(hint === undefined ? {} : { token_type_hint: hint }) })
          )
        const access = yield* introspect(exchanged.body.access_token, "access_token")
        expect(mismatches(access.body, INTROSPECT_ACCESS)).toEqual([])
        expect(mismatches(access.body.signed_access_token, SIGNED_ACCESS_TOKEN)).toEqual([])
        expect(access.body).toMatchObject({ active: true, token_use: "access_token", hub_id: 802, client_id: sandbox.clientId })
        const refresh = yield* introspect(exchanged.body.refresh_token, "refresh_token")
        expect(mismatches(refresh.body, INTROSPECT_REFRESH)).toEqual([])
        expect(refresh.body).toMatchObject({ active: true, token_use: "refresh_token" })
        expect((yield* introspect("never-issued")).body).toEqual({ active: false })

        const info = yield* call(sandbox.appUrl, `/oauth/v1/access-tokens/${exchanged.body.access_token}`)
        expect(mismatches(info.body, V1_ACCESS_TOKEN_INFO)).toEqual([])

        const revoked = yield* call(
          sandbox.appUrl,
          "/oauth/v3/token/revoke",
          form({ ...client, token: exchanged.body.refresh_token, token_type_hint: "refresh_token" })
        )
        expect(revoked.status).toBe(200)
        expect((yield* introspect(exchanged.body.refresh_token)).body).toEqual({ active: false })
        expect((yield* introspect(exchanged.body.access_token)).body).toEqual({ active: false })
        const refused = yield* call(
          sandbox.appUrl,
          "/oauth/v3/token",
          form({ ...client, grant_type: "refresh_token", refresh_token: exchanged.body.refresh_token })
        )
        expect(refused.status).toBe(400)
        expect(mismatches(refused.body, OAUTH_ERROR)).toEqual([])
        expect(refused.body).toMatchObject({ error: "invalid_grant", status: "BAD_REFRESH_TOKEN" })
      })
    )

    it.scoped("errors: 429, v3 errors, and HubSpot's 404 for paths it does not serve", () =>
      Effect.gen(function* () {
        const sandbox = yield* startSandbox({ rateLimit: { max: 1, intervalMs: 60_000 } })
        const { accessToken } = yield* sandbox.connect(803)
        const missing = yield* call(sandbox.appUrl, "/cms/v3/pages/site-pages/424242", bearer(accessToken, { method: "DELETE" }))
        expect(missing.status).toBe(404)
        expect(mismatches(missing.body, V3_ERROR)).toEqual([])
        const limited = yield* call(sandbox.appUrl, "/cms/v3/domains", bearer(accessToken))
        expect(limited.status).toBe(429)
        expect(mismatches(limited.body, RATE_LIMIT_ERROR)).toEqual([])

        for (const [method, path] of [
          ["GET", "/cms/v3/nothing-here"],
          ["GET", "/crm/v3/objects/contacts"],
          ["POST", "/cms/v3/domains"],
          ["GET", "/oauth/v2/token"]
        ] as const) {
          const answer = yield* call(sandbox.appUrl, path, bearer(accessToken, { method }))
          expect(answer.status).toBe(404)
          expect(mismatches(answer.body, NOT_FOUND)).toEqual([])
        }
        const unauthenticated = yield* call(sandbox.appUrl, "/cms/v3/domains")
        expect(unauthenticated.status).toBe(401)
        expect(mismatches(unauthenticated.body, V3_ERROR)).toEqual([])
      })
    )
  })
})
