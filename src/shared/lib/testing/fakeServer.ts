// A scripted API server for tests: answers by "METHOD /path" (a ":name" segment matches any one segment,
// an exact key wins), records every request.
import { HttpClient, type HttpClientRequest, HttpClientResponse, UrlParams } from "@effect/platform"
import { RequestError } from "@effect/platform/HttpClientError"
import { Effect, Layer, ManagedRuntime } from "effect"

import { AccessToken, ApiClient, ApiFailureHooks, type ApiRuntime } from "@/shared/api"

export type FakeAnswer =
  /** delayMs: answer that much later (a slow request that a newer one may overtake or interrupt). */
  | { readonly status: number; readonly body?: unknown; readonly delayMs?: number }
  /** A body that is not JSON (a CSV export), sent as it is with its Content-Type. */
  | { readonly status: number; readonly text: string; readonly contentType: string; readonly body?: never }
  | "network-down"
  /** Never answers: for pending states. */
  | "hang"

export type FakeRoute = FakeAnswer | ((request: RecordedRequest) => FakeAnswer)

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly search: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: unknown
}

export interface FakeServer {
  readonly runtime: ApiRuntime
  readonly requests: Array<RecordedRequest>
  readonly events: Array<"bad-request" | "unauthorized">
  /** Replaces or adds answers while a test runs. */
  readonly answer: (key: string, route: FakeRoute) => void
}

const bodyOf = (request: HttpClientRequest.HttpClientRequest): unknown => {
  if (request.body._tag !== "Uint8Array") return undefined
  return JSON.parse(new TextDecoder().decode(request.body.body)) as unknown
}

const matches = (pattern: string, key: string): boolean => {
  const wanted = pattern.split("/")
  const given = key.split("/")
  return (
    wanted.length === given.length && wanted.every((part, index) => part === given[index] || (part.startsWith(":") && given[index] !== ""))
  )
}

export const fakeServer = (routes: Record<string, FakeRoute>, token: () => string | null = () => null): FakeServer => {
  const table = new Map(Object.entries(routes))
  const lookup = (key: string): FakeRoute | undefined =>
    table.get(key) ?? [...table.entries()].find(([pattern]) => pattern.includes("/:") && matches(pattern, key))?.[1]
  const requests: Array<RecordedRequest> = []
  const events: Array<"bad-request" | "unauthorized"> = []
  const client = HttpClient.make((request) =>
    Effect.suspend(() => {
      const url = new URL(request.url, "http://localhost")
      const recorded: RecordedRequest = {
        method: request.method,
        path: url.pathname,
        // The client keeps query parameters beside the URL until it sends the request.
        search: url.search !== "" ? url.search : request.urlParams.length > 0 ? `?${UrlParams.toString(request.urlParams)}` : "",
        headers: request.headers,
        body: bodyOf(request)
      }
      requests.push(recorded)
      const route = lookup(`${request.method} ${url.pathname}`) ?? { status: 404, body: { message: "Not found" } }
      const answer = typeof route === "function" ? route(recorded) : route
      if (answer === "hang") return Effect.never
      if (answer === "network-down") {
        return Effect.fail(new RequestError({ request, reason: "Transport", cause: new TypeError("Failed to fetch") }))
      }
      if ("text" in answer) {
        return Effect.succeed(
          HttpClientResponse.fromWeb(
            request,
            new Response(answer.text, { status: answer.status, headers: { "content-type": answer.contentType } })
          )
        )
      }
      const body = answer.body === undefined ? null : JSON.stringify(answer.body)
      const response = Effect.succeed(
        HttpClientResponse.fromWeb(request, new Response(body, { status: answer.status, headers: { "content-type": "application/json" } }))
      )
      return answer.delayMs === undefined ? response : Effect.delay(response, answer.delayMs)
    })
  )
  const layer = ApiClient.DefaultWithoutDependencies.pipe(
    Layer.provide(Layer.succeed(HttpClient.HttpClient, client)),
    Layer.provide(Layer.succeed(AccessToken, { get: token })),
    Layer.provide(
      Layer.succeed(ApiFailureHooks, {
        onBadRequest: () => events.push("bad-request"),
        onUnauthorized: () => events.push("unauthorized")
      })
    )
  )
  return {
    runtime: ManagedRuntime.make(layer),
    requests,
    events,
    answer: (key, route) => table.set(key, route)
  }
}
