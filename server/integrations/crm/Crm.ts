// The one HubSpot REST client: OAuth (consent URL, code exchange, refresh, token info) and the CMS
// calls the app makes (source code, pages, domains, HubDB, blog settings). The sandbox HubSpot speaks the
// same endpoints, so switching to real HubSpot is configuration only.
import { FetchHttpClient, HttpClient, HttpClientRequest, HttpClientResponse } from "@effect/platform"
import { Effect, Layer, Option, Redacted, Schedule, Schema } from "effect"
import { CrmMissingScopes, CrmNotFound, CrmReconnectRequired, CrmRequestFailed, CrmUnauthorized, type CrmError } from "./errors.ts"
import {
  BlogSettingsList,
  DomainList,
  ErrorBody,
  FileMetadata,
  HubDbTable,
  HubDbTableList,
  type NewPage,
  Page,
  PageList,
  TokenInfo,
  TokenSet
} from "./schemas.ts"
import { CrmSettings, type CrmSettingsShape } from "./settings.ts"
import { AbTestResults } from "./experiment-schemas.ts"

export type Environment = "draft" | "published"
export type PageKind = "site" | "landing"

const pagesPath: Record<PageKind, string> = { site: "/cms/v3/pages/site-pages", landing: "/cms/v3/pages/landing-pages" }

/** Design manager paths go into URLs segment by segment. */
const encodePath = (path: string): string =>
  path.replace(/^\/+|\/+$/g, "").split("/").map(encodeURIComponent).join("/")

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
  const code = body.status === "error" ? body.category : body.status
  return new CrmRequestFailed({
    message,
    status,
    ...(code === undefined ? {} : { code }),
    ...(body.correlationId === undefined ? {} : { correlationId: body.correlationId })
  })
}

const unexpectedBody = () => new CrmRequestFailed({ message: "HubSpot answered with an unexpected body" })

/** Rate limits are always safe to retry; outages only for reads. */
const retryable = (method: string) => (error: CrmError): boolean =>
  error._tag === "CrmRequestFailed" &&
  (error.status === 429 || (method === "GET" && (error.status === undefined || error.status >= 500)))

export const makeCrm = (settings: CrmSettingsShape, httpClient: HttpClient.HttpClient) => {
  const client = httpClient.pipe(
    HttpClient.mapRequest((request) => HttpClientRequest.acceptJson(HttpClientRequest.prependUrl(request, settings.apiBase)))
  )

  const send = (request: HttpClientRequest.HttpClientRequest) =>
    client.execute(request).pipe(
      Effect.mapError(() => new CrmRequestFailed({ message: "HubSpot could not be reached" })),
      Effect.flatMap((response) =>
        response.status >= 200 && response.status < 300
          ? Effect.succeed(response)
          : Effect.flatMap(Effect.orElseSucceed(response.text, () => ""), (text) => Effect.fail(toError(response.status, text)))
      ),
      Effect.retry({
        schedule: Schedule.exponential("250 millis").pipe(Schedule.jittered, Schedule.intersect(Schedule.recurs(2))),
        while: retryable(request.method)
      })
    )

  const json = <A, I>(schema: Schema.Schema<A, I>) => (request: HttpClientRequest.HttpClientRequest) =>
    send(request).pipe(
      Effect.flatMap(HttpClientResponse.schemaBodyJson(schema)),
      Effect.catchTags({ ParseError: () => Effect.fail(unexpectedBody()), ResponseError: () => Effect.fail(unexpectedBody()) })
    )

  const authorized = (request: HttpClientRequest.HttpClientRequest, accessToken: string) =>
    HttpClientRequest.bearerToken(request, accessToken)

  const tokenRequest = (params: Record<string, string>) =>
    json(TokenSet)(HttpClientRequest.post("/oauth/v1/token").pipe(
      HttpClientRequest.bodyUrlParams({ ...params, client_id: settings.clientId, client_secret: Redacted.value(settings.clientSecret) })
    ))

  const sourcePath = (kind: "content" | "metadata", environment: Environment, path: string) =>
    `/cms/v3/source-code/${environment}/${kind}/${encodePath(path)}`

  return {
    /** HubSpot's browser-facing app (HUBSPOT_OAUTH_BASE): links to a portal's editor and settings pages. */
    appBase: settings.oauthBase,

    /** The consent page address; `optionalScopes` may be declined by the user (e.g. hubdb). */
    authorizeUrl: (request: {
      readonly scopes: ReadonlyArray<string>
      readonly optionalScopes?: ReadonlyArray<string>
      readonly redirectUri: string
      readonly state: string
    }): string => {
      const params = new URLSearchParams({ client_id: settings.clientId, redirect_uri: request.redirectUri, scope: request.scopes.join(" ") })
      if (request.optionalScopes !== undefined && request.optionalScopes.length > 0) params.set("optional_scope", request.optionalScopes.join(" "))
      params.set("state", request.state)
      return `${settings.oauthBase}/oauth/authorize?${params.toString().replace(/\+/g, "%20")}`
    },

    exchangeCode: (code: string, redirectUri: string) =>
      tokenRequest({ grant_type: "authorization_code", code, redirect_uri: redirectUri }).pipe(Effect.withSpan("Crm.exchangeCode")),

    /** A new access token; CrmReconnectRequired when HubSpot refuses the refresh token. */
    refresh: (refreshToken: string) =>
      (refreshToken.trim() === ""
        ? Effect.fail(new CrmReconnectRequired({ message: "missing or invalid refresh token" }))
        : tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken })
      ).pipe(Effect.withSpan("Crm.refresh")),

    tokenInfo: (accessToken: string) =>
      json(TokenInfo)(HttpClientRequest.get(`/oauth/v1/access-tokens/${encodeURIComponent(accessToken)}`)),

    readFile: (accessToken: string, environment: Environment, path: string) =>
      send(authorized(HttpClientRequest.get(sourcePath("content", environment, path)), accessToken)).pipe(
        Effect.flatMap((response) => Effect.mapError(response.text, unexpectedBody))
      ),

    /** Creates or replaces the file (publishing it when `environment` is published). */
    writeFile: (accessToken: string, environment: Environment, path: string, content: string) => {
      const form = new FormData()
      form.append("file", new Blob([content], { type: "application/octet-stream" }), path.slice(path.lastIndexOf("/") + 1))
      return json(FileMetadata)(authorized(
        HttpClientRequest.put(sourcePath("content", environment, path)).pipe(HttpClientRequest.bodyFormData(form)),
        accessToken
      ))
    },

    metadata: (accessToken: string, environment: Environment, path: string) =>
      json(FileMetadata)(authorized(HttpClientRequest.get(sourcePath("metadata", environment, path)), accessToken)),

    /** Deletes a folder with everything in it (or a single file). */
    deleteFolder: (accessToken: string, environment: Environment, path: string) =>
      send(authorized(HttpClientRequest.del(sourcePath("content", environment, path)), accessToken)).pipe(Effect.asVoid),

    listPages: (accessToken: string, kind: PageKind, options: { readonly limit?: number; readonly after?: string } = {}) =>
      json(PageList)(authorized(
        HttpClientRequest.get(pagesPath[kind]).pipe(HttpClientRequest.setUrlParams({
          ...(options.limit === undefined ? {} : { limit: String(options.limit) }),
          ...(options.after === undefined ? {} : { after: options.after })
        })),
        accessToken
      )),

    createPage: (accessToken: string, kind: PageKind, page: NewPage) =>
      json(Page)(authorized(HttpClientRequest.post(pagesPath[kind]).pipe(HttpClientRequest.bodyUnsafeJson(page)), accessToken)),

    /** Changes the given fields of a page (e.g. its templatePath). */
    updatePage: (accessToken: string, kind: PageKind, id: string, changes: { readonly templatePath?: string | null; readonly [field: string]: unknown }) =>
      json(Page)(authorized(
        HttpClientRequest.patch(`${pagesPath[kind]}/${encodeURIComponent(id)}`).pipe(HttpClientRequest.bodyUnsafeJson(changes)),
        accessToken
      )),

    /** Archives a page (HubSpot's DELETE answers 204); CrmNotFound when the CRM has no such page. */
    archivePage: (accessToken: string, kind: PageKind, id: string) =>
      send(authorized(HttpClientRequest.del(`${pagesPath[kind]}/${encodeURIComponent(id)}`), accessToken)).pipe(Effect.asVoid),

    /** The domains connected to the account. */
    domains: (accessToken: string) =>
      json(DomainList)(authorized(HttpClientRequest.get("/cms/v3/domains"), accessToken)).pipe(Effect.withSpan("Crm.domains")),

    listHubDbTables: (accessToken: string) =>
      json(HubDbTableList)(authorized(HttpClientRequest.get("/cms/v3/hubdb/tables"), accessToken)),

    createHubDbTable: (accessToken: string, table: { readonly name: string; readonly label: string; readonly columns?: ReadonlyArray<unknown> }) =>
      json(HubDbTable)(authorized(HttpClientRequest.post("/cms/v3/hubdb/tables").pipe(HttpClientRequest.bodyUnsafeJson(table)), accessToken)),

    blogSettings: (accessToken: string) =>
      json(BlogSettingsList)(authorized(HttpClientRequest.get("/cms/v3/blog-settings/settings"), accessToken)),

    /** An A/B variation of a site page: a draft copy of it (HubSpot's create-variation). */
    createPageVariation: (accessToken: string, contentId: string, variationName: string) =>
      json(Page)(authorized(
        HttpClientRequest.post("/cms/v3/pages/site-pages/ab-test/create-variation").pipe(HttpClientRequest.bodyUnsafeJson({ contentId, variationName })),
        accessToken
      )),

    /** Visitors and conversions per page between two instants (epoch ms), each page with its traffic percent. */
    abTestResults: (accessToken: string, query: { readonly goal: string; readonly start: number; readonly end: number; readonly variants: ReadonlyArray<{ readonly pageId: string; readonly percent: number }> }) =>
      json(AbTestResults)(authorized(
        HttpClientRequest.get("/cms/v3/pages/site-pages/ab-test/results").pipe(HttpClientRequest.setUrlParams({
          goal: query.goal,
          start: String(query.start),
          end: String(query.end),
          variants: query.variants.map((variant) => `${variant.pageId}:${variant.percent}`).join(",")
        })),
        accessToken
      ))
  }
}

export class Crm extends Effect.Service<Crm>()("server/Crm", {
  effect: Effect.gen(function* () {
    return makeCrm(yield* CrmSettings, yield* HttpClient.HttpClient)
  })
}) {
  /** Crm over fetch for fixed settings. */
  static readonly layer = (settings: CrmSettingsShape): Layer.Layer<Crm> =>
    Crm.Default.pipe(Layer.provide([CrmSettings.make(settings), FetchHttpClient.layer]))
  /** Crm over fetch for the environment's settings; `appUrl` locates the embedded sandbox. */
  static readonly fromEnv = (embedded: { readonly appUrl: string }): Layer.Layer<Crm> =>
    Crm.Default.pipe(Layer.provide([CrmSettings.fromEnv(embedded), FetchHttpClient.layer]))
}
