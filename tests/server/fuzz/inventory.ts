// The operation inventory, read from the contract itself (HttpApi.reflect over Api) so that a new endpoint
// is fuzzed and must get an authorization decision without anyone editing this suite.
import { HttpApi, HttpApiMiddleware, OpenApi } from "@effect/platform"
import { Option, type Schema } from "effect"

import { Api } from "#contract/api.ts"

export interface Operation {
  /** "group.endpoint", the operationId /docs/openapi.json shows. */
  readonly id: string
  readonly method: string
  /** e.g. /portal/api/v2/portals/:id */
  readonly path: string
  readonly pathParams: ReadonlyArray<string>
  readonly pathSchema: Option.Option<Schema.Schema.Any>
  readonly urlParamsSchema: Option.Option<Schema.Schema.Any>
  readonly payloadSchema: Option.Option<Schema.Schema.Any>
  /** Bearer token required (the Authentication middleware guards the group or the endpoint). */
  readonly bearer: boolean
}

const hasBearer = (middleware: ReadonlySet<HttpApiMiddleware.TagClassAny>) =>
  [...middleware].some((tag) => HttpApiMiddleware.isSecurity(tag) && Object.values(tag.security).some((scheme) => scheme._tag === "Bearer"))

export const operations: ReadonlyArray<Operation> = (() => {
  const found: Array<Operation> = []
  HttpApi.reflect(Api, {
    onGroup() {},
    onEndpoint({ endpoint, group, middleware }) {
      found.push({
        id: `${group.identifier}.${endpoint.name}`,
        method: endpoint.method,
        path: endpoint.path,
        pathParams: [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        // reflect types the schemas as Schema<never, unknown>; the suite only decodes and samples them.
        pathSchema: endpoint.pathSchema as unknown as Option.Option<Schema.Schema.Any>,
        urlParamsSchema: endpoint.urlParamsSchema as unknown as Option.Option<Schema.Schema.Any>,
        payloadSchema: endpoint.payloadSchema as unknown as Option.Option<Schema.Schema.Any>,
        bearer: hasBearer(middleware)
      })
    }
  })
  return found
})()

/** What the OpenAPI document (/docs/openapi.json) lists: "METHOD /path/{param}" → operationId and security. */
export const openApiOperations = (): Map<string, { readonly operationId: string; readonly secured: boolean }> => {
  const spec = OpenApi.fromApi(Api)
  const listed = new Map<string, { operationId: string; secured: boolean }>()
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const operation = (item as Record<string, OpenApi.OpenAPISpecOperation | undefined>)[method]
      if (operation === undefined) continue
      listed.set(`${method.toUpperCase()} ${path}`, {
        operationId: operation.operationId,
        secured: (operation.security ?? []).length > 0
      })
    }
  }
  return listed
}

/** /a/:id/b → /a/{id}/b, the OpenAPI spelling. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}")

export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))

export const isSome = Option.isSome
