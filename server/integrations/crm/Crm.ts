// The one HubSpot REST client: OAuth (consent URL, code exchange, refresh, token introspection) and the
// CMS calls the app makes (source code, pages, domains, HubDB, blog settings). The sandbox HubSpot speaks
// the same endpoints, so switching to real HubSpot is configuration only.
//
// Every call on an account's behalf carries a CrmAuth (the account's hub id and an access token): the
// pacer (pacer.ts) keeps each account under HubSpot's rolling limit across every worker and process, so
// a call waits for room instead of meeting a 429. A 429 that comes anyway (someone else spends the
// budget) fills the account's window and the call is tried again once it has room; outages are retried
// for idempotent calls, with waits that together outlast HubSpot's ten-second window (all in transport.ts).
import { FetchHttpClient, HttpClient, HttpClientRequest } from "@effect/platform"
import type { SqlClient } from "@effect/sql"
import { Effect, Layer, Redacted } from "effect"

import { type CrmError, CrmReconnectRequired, CrmUnauthorized } from "./errors.ts"
import { CrmPacer, type Pacer } from "./pacer.ts"
import { CrmPacerSql } from "./pacer-store-sql.ts"
import {
  AccountDetails,
  BlogSettingsList,
  DomainList,
  FileMetadata,
  HubDbTable,
  HubDbTableList,
  introspectedScopes,
  type NewPage,
  Page,
  PageList,
  TokenIntrospection,
  TokenSet
} from "./schemas.ts"
import { CrmSettings, crmSettingsConfig, type CrmSettingsShape } from "./settings.ts"
import { type CrmAuth, makeTransport, unexpectedBody } from "./transport.ts"

export type { CrmAuth }

export type Environment = "draft" | "published"

export type PageKind = "site" | "landing"

const pagesPath: Record<PageKind, string> = { site: "/cms/v3/pages/site-pages", landing: "/cms/v3/pages/landing-pages" }

/** Design manager paths go into URLs segment by segment. */
const encodePath = (path: string): string =>
  path
    .replace(/^\/+|\/+$/g, "")
    .split("/")
    .map(encodeURIComponent)
    .join("/")

export const makeCrm = (settings: CrmSettingsShape, httpClient: HttpClient.HttpClient, pacer: Pacer) => {
  const { json, send } = makeTransport(settings, httpClient, pacer)

  const clientCredentials = () => ({ client_id: settings.clientId, client_secret: Redacted.value(settings.clientSecret) })

  /** OAuth v3: every parameter in the form body (v1 is deprecated). */
  const tokenRequest = (params: Record<string, string>) =>
    json(TokenSet)(HttpClientRequest.post("/oauth/v3/token").pipe(HttpClientRequest.bodyUrlParams({ ...params, ...clientCredentials() })))

  const sourcePath = (kind: "content" | "metadata", environment: Environment, path: string) =>
    `/cms/v3/source-code/${environment}/${kind}/${encodePath(path)}`

  const metadata = (auth: CrmAuth, environment: Environment, path: string) =>
    json(FileMetadata)(HttpClientRequest.get(sourcePath("metadata", environment, path)), { auth, exempt: true })

  const deleteFile = (auth: CrmAuth, environment: Environment, path: string) =>
    send(HttpClientRequest.del(sourcePath("content", environment, path)), { auth, exempt: true }).pipe(Effect.asVoid)

  /** HubSpot documents DELETE for a file: a folder goes file by file, deepest first. */
  const deleteTree = (auth: CrmAuth, environment: Environment, path: string): Effect.Effect<void, CrmError> =>
    Effect.gen(function* () {
      const entry = yield* metadata(auth, environment, path)
      if (!entry.folder) return yield* deleteFile(auth, environment, path)
      const folder = path.replace(/\/+$/, "")
      yield* Effect.forEach(entry.children ?? [], (child) => deleteTree(auth, environment, `${folder}/${child}`), { discard: true })
    })

  return {
    /** HubSpot's browser-facing app (HUBSPOT_OAUTH_BASE): links to a portal's editor and settings pages. */
    appBase: settings.oauthBase,

    /** The consent page address; `optionalScopes` may be declined by the user (e.g. hubdb). */
    authorizeUrl: (request: {
      readonly scopes: ReadonlyArray<string>
      readonly optionalScopes?: ReadonlyArray<string>
      readonly redirectUri: string
      readonly state: string
      /** PKCE (RFC 7636): BASE64URL(SHA-256(verifier)); the exchange must then send the verifier. */
      readonly codeChallenge: string
    }): string => {
      const params = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: request.redirectUri,
        scope: request.scopes.join(" ")
      })
      if (request.optionalScopes !== undefined && request.optionalScopes.length > 0)
        params.set("optional_scope", request.optionalScopes.join(" "))
      params.set("state", request.state)
      params.set("code_challenge", request.codeChallenge)
      params.set("code_challenge_method", "S256")
      return `${settings.oauthBase}/oauth/authorize?${params.toString().replace(/\+/g, "%20")}`
    },

    exchangeCode: (code: string, redirectUri: string, codeVerifier: string) =>
      tokenRequest({ grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: codeVerifier }).pipe(
        Effect.withSpan("Crm.exchangeCode")
      ),

    /** A new access token; CrmReconnectRequired when HubSpot refuses the refresh token. */
    refresh: (refreshToken: string) =>
      (refreshToken.trim() === ""
        ? Effect.fail(new CrmReconnectRequired({ message: "missing or invalid refresh token" }))
        : tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken })
      ).pipe(Effect.withSpan("Crm.refresh")),

    /** What HubSpot knows of an access token (v3 introspection); CrmUnauthorized when it is not active. */
    introspect: (accessToken: string) =>
      json(TokenIntrospection)(
        HttpClientRequest.post("/oauth/v3/token/introspect").pipe(
          HttpClientRequest.bodyUrlParams({ ...clientCredentials(), token: accessToken, token_type_hint: "access_token" })
        )
      ).pipe(
        Effect.flatMap((info) =>
          info.active && info.hub_id !== undefined
            ? Effect.succeed({ ...info, hub_id: info.hub_id, scopes: introspectedScopes(info) })
            : Effect.fail(new CrmUnauthorized({ message: "The access token is not active." }))
        ),
        Effect.withSpan("Crm.introspect")
      ),

    /** The account's details (GET /account-info/v3/details, scope oauth): its name names a new portal. */
    accountDetails: (auth: CrmAuth) =>
      json(AccountDetails)(HttpClientRequest.get("/account-info/v3/details"), { auth }).pipe(Effect.withSpan("Crm.accountDetails")),

    readFile: (auth: CrmAuth, environment: Environment, path: string) =>
      send(HttpClientRequest.get(sourcePath("content", environment, path)), { auth, exempt: true }).pipe(
        Effect.flatMap((response) => Effect.mapError(response.text, unexpectedBody))
      ),

    /** Creates or replaces the file (publishing it when `environment` is published). */
    writeFile: (auth: CrmAuth, environment: Environment, path: string, content: string) => {
      const form = new FormData()
      form.append("file", new Blob([content], { type: "application/octet-stream" }), path.slice(path.lastIndexOf("/") + 1))
      return json(FileMetadata)(
        HttpClientRequest.put(sourcePath("content", environment, path)).pipe(HttpClientRequest.bodyFormData(form)),
        {
          auth,
          exempt: true
        }
      )
    },

    metadata,

    /** Deletes a file, or a folder with everything in it (file by file). */
    deleteFolder: (auth: CrmAuth, environment: Environment, path: string) => deleteTree(auth, environment, path),

    listPages: (auth: CrmAuth, kind: PageKind, options: { readonly limit?: number; readonly after?: string } = {}) =>
      json(PageList)(
        HttpClientRequest.get(pagesPath[kind]).pipe(
          HttpClientRequest.setUrlParams({
            ...(options.limit === undefined ? {} : { limit: String(options.limit) }),
            ...(options.after === undefined ? {} : { after: options.after })
          })
        ),
        { auth }
      ),

    createPage: (auth: CrmAuth, kind: PageKind, page: NewPage) =>
      json(Page)(HttpClientRequest.post(pagesPath[kind]).pipe(HttpClientRequest.bodyUnsafeJson(page)), { auth }),

    /** Changes the given fields of a page (e.g. its templatePath); setting fields again changes nothing. */
    updatePage: (
      auth: CrmAuth,
      kind: PageKind,
      id: string,
      changes: { readonly templatePath?: string | null; readonly [field: string]: unknown }
    ) =>
      json(Page)(HttpClientRequest.patch(`${pagesPath[kind]}/${encodeURIComponent(id)}`).pipe(HttpClientRequest.bodyUnsafeJson(changes)), {
        auth,
        idempotent: true
      }),

    /** Archives a page (HubSpot's DELETE answers 204); CrmNotFound when the CRM has no such page. */
    archivePage: (auth: CrmAuth, kind: PageKind, id: string) =>
      send(HttpClientRequest.del(`${pagesPath[kind]}/${encodeURIComponent(id)}`), { auth }).pipe(Effect.asVoid),

    /** The domains connected to the account. */
    domains: (auth: CrmAuth) => json(DomainList)(HttpClientRequest.get("/cms/v3/domains"), { auth }).pipe(Effect.withSpan("Crm.domains")),

    listHubDbTables: (auth: CrmAuth) => json(HubDbTableList)(HttpClientRequest.get("/cms/v3/hubdb/tables"), { auth }),

    createHubDbTable: (
      auth: CrmAuth,
      table: { readonly name: string; readonly label: string; readonly columns?: ReadonlyArray<unknown> }
    ) => json(HubDbTable)(HttpClientRequest.post("/cms/v3/hubdb/tables").pipe(HttpClientRequest.bodyUnsafeJson(table)), { auth }),

    blogSettings: (auth: CrmAuth) => json(BlogSettingsList)(HttpClientRequest.get("/cms/v3/blog-settings/settings"), { auth }),

    /**
     * HubSpot's create-variation: the page's one A/B variation, a draft copy of it; the answer is the new
     * page, with the test's abTestId. HubSpot allows one variation per page.
     */
    createPageVariation: (auth: CrmAuth, contentId: string, variationName: string) =>
      json(Page)(
        HttpClientRequest.post("/cms/v3/pages/site-pages/ab-test/create-variation").pipe(
          HttpClientRequest.bodyUnsafeJson({ contentId, variationName })
        ),
        { auth }
      ),

    /** HubSpot's ab-test/end: ends the test with `winnerId` (a page of the test) as its winner; no body in the answer. */
    endAbTest: (auth: CrmAuth, test: { readonly abTestId: string; readonly winnerId: string }) =>
      send(
        HttpClientRequest.post("/cms/v3/pages/site-pages/ab-test/end").pipe(
          HttpClientRequest.bodyUnsafeJson({ abTestId: test.abTestId, winnerId: test.winnerId })
        ),
        { auth }
      ).pipe(Effect.asVoid)
  }
}

export class Crm extends Effect.Service<Crm>()("server/Crm", {
  effect: Effect.gen(function* () {
    return makeCrm(yield* CrmSettings, yield* HttpClient.HttpClient, yield* CrmPacer)
  })
}) {
  /** Crm over fetch for fixed settings, paced in the app's database. */
  static readonly layer = (settings: CrmSettingsShape): Layer.Layer<Crm, never, SqlClient.SqlClient> =>
    Crm.Default.pipe(Layer.provide([CrmSettings.make(settings), FetchHttpClient.layer, CrmPacerSql(settings.limits)]))
  /** Crm over fetch for the environment's settings; `appUrl` locates the embedded sandbox. */
  static readonly fromEnv = (embedded: { readonly appUrl: string }): Layer.Layer<Crm, never, SqlClient.SqlClient> =>
    Layer.unwrapEffect(Effect.map(Effect.orDie(crmSettingsConfig(embedded)), Crm.layer))
}
