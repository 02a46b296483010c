// A plain JSON client against an in-process server, for asserting statuses and bodies as a browser sees them.
import { Context, Effect, Layer } from "effect"

import type { Settings } from "../../../server/config.ts"
import { PublicUrl } from "../../../server/lib/public-url.ts"
import type { JsonBody } from "../../../server/testing/json-body.ts"
import { testAppLayer } from "../../../server/testing/start.ts"

export interface Reply {
  readonly status: number
  // Tests read fields of many shapes; each assertion says which one it expects.
  readonly body: JsonBody
  readonly headers: Headers
}

export interface RequestOptions {
  readonly token?: string
  /** A value sent as JSON. */
  readonly json?: unknown
  /** Raw text sent as the JSON body (for malformed bodies). */
  readonly raw?: string
  readonly headers?: Record<string, string>
}

export class TestApi extends Context.Tag("tests/TestApi")<
  TestApi,
  {
    readonly baseUrl: string
    readonly request: (method: string, path: string, options?: RequestOptions) => Effect.Effect<Reply>
    /** Logs in and returns the bearer token (fails the test on any other answer). */
    readonly login: (email: string, password: string) => Effect.Effect<string>
  }
>() {}

export const makeTestApi = (baseUrl: string): TestApi["Type"] => {
  const request = (method: string, path: string, options: RequestOptions = {}) =>
    Effect.promise(async (): Promise<Reply> => {
      const headers: Record<string, string> = { accept: "application/json", ...options.headers }
      if (options.token !== undefined) headers["authorization"] = `Bearer ${options.token}`
      let body: string | undefined
      if (options.json !== undefined || options.raw !== undefined) {
        headers["content-type"] = "application/json"
        body = options.raw ?? JSON.stringify(options.json)
      }
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = text === "" ? null : JSON.parse(text)
      } catch {
        // Non-JSON answers (static files, docs) stay text.
      }
      return { status: response.status, body: parsed, headers: response.headers }
    })

  const login = (email: string, password: string) =>
    Effect.flatMap(request("POST", "/auth/api/v2/login", { json: { email, password } }), (reply) =>
      reply.status === 200 && typeof reply.body?.data?.token === "string"
        ? Effect.succeed(reply.body.data.token as string)
        : Effect.dieMessage(`Login of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
    )

  return { baseUrl, request, login }
}

/** A client for whichever server provides PublicUrl. */
export const testApiLayer = Layer.effect(
  TestApi,
  Effect.map(PublicUrl, ({ appUrl }) => makeTestApi(appUrl))
)

/** The whole server on a free port with a fresh seeded database, plus a client for it. */
export const testServer = (overrides: Partial<Settings> = {}, options: Parameters<typeof testAppLayer>[1] = {}) =>
  testApiLayer.pipe(Layer.provideMerge(testAppLayer(overrides, options)))

export const Seeded = {
  admin: { email: "admin@example.com", password: "Admin123!" },
  agencyAdmin: { email: "agency@example.com", password: "Agency123!" },
  user: { email: "user@example.com", password: "User1234!" },
  northwind: { email: "north@example.com", password: "North123!" },
  multi: { email: "multi@example.com", password: "Multi123!" }
} as const
