// The one HubSpot REST client: OAuth (consent URL, code exchange, refresh, token introspection) and the
// CMS calls the app makes (source code, pages, domains, HubDB, blog settings). The sandbox HubSpot speaks
// the same endpoints, so switching to real HubSpot is configuration only.
//
// Every call on an account's behalf carries a CrmAuth (the account's hub id and an access token): the
// pacer (pacer.ts) keeps each account under HubSpot's rolling limit across every worker and process, so
// a call waits for room instead of meeting a 429. A 429 that comes anyway (someone else spends the
// budget) fills the account's window and the call is tried again once it has room; outages are retried
// for idempotent calls, with waits that together outlast HubSpot's ten-second window.
import { FetchHttpClient, HttpClient, HttpClientRequest, HttpClientResponse } from "@effect/platform"
import type { SqlClient } from "@effect/sql"
import { Effect, Layer, Option, Redacted, Schedule, Schema } from "effect"

import {
  type CrmError,
  CrmMissingScopes,
  CrmNotFound,
  CrmRateLimited,
  CrmReconnectRequired,
  CrmRequestFailed,
  CrmUnauthorized
} from "./errors.ts"
import { CrmPacer, type Pacer, rateLimitHeaders } from "./pacer.ts"
import { CrmPacerSql } from "./pacer-store-sql.ts"
import {
  AccountDetails,
  BlogSettingsList,
  DomainList,
  ErrorBody,
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

export type Environment = "draft" | "published"

/** Who a call acts for: the HubSpot account (its hub id, which the pacer counts by) and its access token. */
export interface CrmAuth {
  readonly hubId: number
  readonly accessToken: string
}
export type PageKind = "site" | "landing"

const pagesPath: Record<PageKind, string> = { site: "/cms/v3/pages/site-pages", landing: "/cms/v3/pages/landing-pages" }

/** Design manager paths go into URLs segment by segment. */
const encodePath = (path: string): string =>
  path
    .replace(/^\/+|\/+$/g, "")
    .split("/")
    .map(encodeURIComponent)
    .join("/")

const decodeError = Schema.decodeUnknownOption(Schema.parseJson(ErrorBody))

const toError = (status: number, text: string): CrmError => {
  const body = Option.getOrElse(decodeError(text), (): ErrorBody => ({}))
  const message = body.message ?? `HubSpot answered HTTP ${status}`
  if (status === 400 && body.status === "BAD_REFRESH_TOKEN") return new CrmReconnectRequired({ message })
  if (status === 401) return new CrmUnauthorized({ message })
  if (status === 403 && body.category === "MISSING_SCOPES") {
    const requiredScopes = (body.errors ?? []).flatMap((error) => error.context?.requiredGranularScopes ?? [])
    return new CrmMissingScopes({ message, requiredScopes })
  }
  if (status === 404) return new CrmNotFound({ message })
  if (status === 429) {
    return new CrmRateLimited({ message, ...(body.policyName === undefined ? {} : { policyName: body.policyName }) })
  }
  const code = body.status === "error" ? body.category : body.status
  return new CrmRequestFailed({
    message,
    status,
    ...(code === undefined ? {} : { code }),
    ...(body.correlationId === undefined ? {} : { correlationId: body.correlationId })
  })
}

const unexpectedBody = () => new CrmRequestFailed({ message: "HubSpot answered with an unexpected body" })

/** Methods whose repetition changes nothing further (a PATCH of fixed fields opts in per call). */
const idempotentMethods = new Set(["GET", "HEAD", "PUT", "DELETE"])

/** Outages and unexpected 5xx answers: worth another try when repeating the call is harmless. */
const transient = (error: CrmError): boolean => error._tag === "CrmRequestFailed" && (error.status === undefined || error.status >= 500)

/** 1 s, 2 s, 4 s, 8 s (jittered): 15 s in all, longer than HubSpot's ten-second window. */
const outageRetries = Schedule.exponential("1 second").pipe(Schedule.jittered, Schedule.intersect(Schedule.recurs(4)))

/**
 * After a 429 the pacer has filled the account's window, so a paced call waits there for room (up to a
 * window) and is sent once more; a user's request so answers within about ten seconds, as busy if it must
 * (the browser then tries again with the busy notice shown, and a batch job backs off). An unpaced call
 * backs off by itself.
 */
const rateLimitRetries = (paced: boolean) =>
  paced ? Schedule.spaced("100 millis").pipe(Schedule.intersect(Schedule.recurs(1))) : outageRetries

interface CallOptions {
  /** The account the call acts for; token calls have none. */
  readonly auth?: CrmAuth
  /** HubSpot exempts the source-code content/metadata/validate calls from the ten-second limit. */
  readonly exempt?: boolean
  /** A POST or PATCH that is safe to repeat. */
  readonly idempotent?: boolean
}

export const makeCrm = (settings: CrmSettingsShape, httpClient: HttpClient.HttpClient, pacer: Pacer) => {
  const client = httpClient.pipe(
    HttpClient.mapRequest((request) => HttpClientRequest.acceptJson(HttpClientRequest.prependUrl(request, settings.apiBase)))
  )

  const failFrom = (response: HttpClientResponse.HttpClientResponse) =>
    Effect.flatMap(
      Effect.orElseSucceed(response.text, () => ""),
      (text) => Effect.fail(toError(response.status, text))
    )

  /** One try: a slot in the account's window first (paced calls), then the request. */
  const attempt = (request: HttpClientRequest.HttpClientRequest, auth: CrmAuth | undefined, paced: boolean) =>
    Effect.gen(function* () {
      const slot = paced && auth !== undefined ? yield* pacer.acquire(auth.hubId) : undefined
      const response = yield* client
        .execute(request)
        .pipe(Effect.mapError(() => new CrmRequestFailed({ message: "HubSpot could not be reached" })))
      const limit = rateLimitHeaders(response.headers)
      if (auth !== undefined && slot !== undefined) yield* pacer.settle(auth.hubId, slot, limit)
      if (response.status === 429 && auth !== undefined) yield* pacer.fill(auth.hubId, limit)
      if (response.status >= 200 && response.status < 300) return response
      return yield* failFrom(response).pipe(
        Effect.mapError((error) =>
          error._tag === "CrmRateLimited" && limit.intervalMs !== undefined
            ? new CrmRateLimited({ ...error, intervalMs: limit.intervalMs })
            : error
        )
      )
    })

  const send = (request: HttpClientRequest.HttpClientRequest, options: CallOptions = {}) => {
    const paced = options.auth !== undefined && (options.exempt !== true || pacer.limits.paceSourceCode)
    const idempotent = options.idempotent === true || idempotentMethods.has(request.method)
    const authorized = options.auth === undefined ? request : HttpClientRequest.bearerToken(request, options.auth.accessToken)
    return attempt(authorized, options.auth, paced).pipe(
      Effect.retry({ schedule: outageRetries, while: (error) => idempotent && transient(error) }),
      // A 429 means HubSpot did nothing, so any call may be sent again.
      Effect.retry({ schedule: rateLimitRetries(paced), while: (error) => error._tag === "CrmRateLimited" })
    )
  }

  const json =
    <A, I>(schema: Schema.Schema<A, I>) =>
    (request: HttpClientRequest.HttpClientRequest, options: CallOptions = {}) =>
      send(request, options).pipe(
        Effect.flatMap(HttpClientResponse.schemaBodyJson(schema)),
        Effect.catchTags({ ParseError: () => Effect.fail(unexpectedBody()), ResponseError: () => Effect.fail(unexpectedBody()) })
      )

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
