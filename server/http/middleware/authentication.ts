// Bearer-token authentication for the contract's Authentication middleware. Once the caller is known, the
// operation's rights are checked (domain/policy/Rights.ts) before the HttpApi decodes path, query and payload:
// whoever may not act is refused with 403 before any 422 could tell them the shape of the request.
import { HttpApi, HttpMethod, HttpRouter, HttpServerRequest } from "@effect/platform"
import { Context, Effect, Layer, Option, Redacted } from "effect"

import { Api } from "#contract/api.ts"
import { Authentication } from "#contract/security.ts"
import type { User } from "#contract/user.ts"

import { Sessions } from "../../domain/auth/Sessions.ts"
import { Rights } from "../../domain/policy/Rights.ts"

/** "METHOD /path" of each operation, as the router matched it → its id ("group.endpoint"). */
const operationIds: ReadonlyMap<string, string> = (() => {
  const ids = new Map<string, string>()
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group }) => ids.set(`${endpoint.method} ${endpoint.path}`, `${group.identifier}.${endpoint.name}`)
  })
  return ids
})()

/** The JSON object the body holds, if it holds one (the body guard has read the text, which the request caches). */
const rawBody = (request: HttpServerRequest.HttpServerRequest) =>
  HttpMethod.hasBody(request.method)
    ? Effect.map(Effect.option(request.text), (text) => {
        if (Option.isNone(text) || text.value.trim() === "") return undefined
        try {
          const parsed: unknown = JSON.parse(text.value)
          return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined
        } catch {
          return undefined
        }
      })
    : Effect.succeed(undefined)

/** Reads may be answered from the AuthCache and PortalReads; every other method reads the token and rights afresh. */
export const isRead = (method: string) => method === "GET" || method === "HEAD"

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.zipWith(Sessions, Rights, (sessions, rights) => {
    /** The matched route's rule, from the raw path params, query and body (none read for a rule that admits anyone). */
    const admit = (user: User, fresh: boolean) =>
      Effect.contextWithEffect(
        (
          context: Context.Context<HttpRouter.RouteContext | HttpServerRequest.HttpServerRequest | HttpServerRequest.ParsedSearchParams>
        ) => {
          const { params, route } = Context.get(context, HttpRouter.RouteContext)
          const operationId = operationIds.get(`${route.method} ${route.path}`)
          if (operationId === undefined || rights.admitsAnyone(operationId)) return Effect.void
          const query = Context.get(context, HttpServerRequest.ParsedSearchParams)
          return Effect.flatMap(rawBody(Context.get(context, HttpServerRequest.HttpServerRequest)), (body) =>
            rights.admit(operationId, user, { path: params, query, body }, { fresh })
          )
        }
      )
    return Authentication.of({
      bearer: (token) =>
        Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
          const fresh = !isRead(request.method)
          return Effect.tap(sessions.authenticate(Redacted.value(token), { fresh }), (user) => admit(user, fresh))
        })
    })
  })
).pipe(Layer.provide(Rights.Default))
