// The request log: one logfmt line per request with its status, method and url, written to stdout; a defect's
// cause still reaches the log through Effect's logger.
import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { afterEach, describe, expect, it, vi } from "@effect/vitest"
import { Effect, Logger } from "effect"

import { requestLog } from "./requestLog.ts"

const request = (url: string) => HttpServerRequest.fromWeb(new Request(`http://localhost${url}`, { method: "POST" }))

const written = () => {
  const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true)
  return () => write.mock.calls.map(([chunk]) => String(chunk)).join("")
}

describe("requestLog", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.live("writes the request's line: status, method, url (quoted: it holds '=')", () =>
    Effect.gen(function* () {
      const output = written()
      const app = Effect.succeed(HttpServerResponse.empty({ status: 201 }))
      yield* requestLog(app).pipe(Effect.provideService(HttpServerRequest.HttpServerRequest, request('/tasks?q="a b"')))
      yield* Effect.promise(() => vi.waitFor(() => expect(output()).toContain("http.status=201")))
      const line = output()
        .split("\n")
        .find((text) => text.includes("http.status=201"))
      expect(line).toMatch(
        /^timestamp=\S+ level=INFO fiber=#\d+ message="Sent HTTP response" http\.duration=\d+ms http\.status=201 http\.method=POST http\.url="\/tasks\?q=%22a%20b%22"$/
      )
    })
  )

  it.live("logs a defect with its cause and the 500 it was answered with", () =>
    Effect.gen(function* () {
      const logged: Array<string> = []
      const capture = Logger.replace(
        Logger.defaultLogger,
        Logger.map(Logger.logfmtLogger, (line) => logged.push(line))
      )
      const app = Effect.die(new Error("the disk is gone"))
      yield* requestLog(app).pipe(
        Effect.provideService(HttpServerRequest.HttpServerRequest, request("/files")),
        Effect.exit,
        Effect.provide(capture)
      )
      expect(logged).toHaveLength(1)
      expect(logged[0]).toContain("the disk is gone")
      expect(logged[0]).toContain("http.status=500")
      expect(logged[0]).toContain("http.url=/files")
    })
  )
})
