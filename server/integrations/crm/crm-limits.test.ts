// How the Crm client meets HubSpot's limits and outages, against a local server that answers as scripted:
// a 429 with HubSpot's body and headers is waited out and the call sent again (any method: HubSpot did
// nothing); a 5xx is retried for idempotent calls only; a limit that holds past the retries is
// CrmRateLimited, never a generic failure; and HubSpot's stated limit paces the next calls.
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

import { FetchHttpClient, HttpClient } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"

import { memoryPacer } from "../../testing/memory-pacer.ts"
import { makeCrm } from "./Crm.ts"
import type { PacerLimits } from "./pacer.ts"

interface Scripted {
  readonly status: number
  readonly body: unknown
  readonly headers?: Record<string, string>
}

const limitHeaders = (max: number, intervalMs: number, remaining: number) => ({
  "X-HubSpot-RateLimit-Max": String(max),
  "X-HubSpot-RateLimit-Interval-Milliseconds": String(intervalMs),
  "X-HubSpot-RateLimit-Remaining": String(remaining)
})

const tooMany = (intervalMs = 300): Scripted => ({
  status: 429,
  headers: limitHeaders(3, intervalMs, 0),
  body: {
    status: "error",
    message: "You have reached your ten_secondly_rolling limit.",
    errorType: "RATE_LIMIT",
    correlationId: "c0ffee",
    policyName: "TEN_SECONDLY_ROLLING"
  }
})

const page = (remaining: number): Scripted => ({ status: 200, headers: limitHeaders(3, 300, remaining), body: { id: "9", name: "Home" } })

/** Answers each request with the next scripted answer (the last one repeats), recording when it came. */
const scriptedServer = (script: ReadonlyArray<Scripted>) =>
  Effect.acquireRelease(
    Effect.async<{ readonly url: string; readonly arrivals: Array<{ method: string; at: number }>; readonly close: () => void }>(
      (resume) => {
        const arrivals: Array<{ method: string; at: number }> = []
        const server = createServer((request, response) => {
          request.resume()
          request.on("end", () => {
            const answer = script[Math.min(arrivals.length, script.length - 1)]!
            arrivals.push({ method: request.method ?? "", at: Date.now() })
            response.writeHead(answer.status, { "content-type": "application/json", ...answer.headers })
            response.end(JSON.stringify(answer.body))
          })
        })
        server.listen(0, "127.0.0.1", () => {
          const { port } = server.address() as AddressInfo
          resume(Effect.succeed({ url: `http://127.0.0.1:${port}`, arrivals, close: () => server.close() }))
        })
      }
    ),
    (server) => Effect.sync(server.close)
  )

const limits: PacerLimits = { max: 110, intervalMs: 10_000, paceSourceCode: false }
const AUTH = { hubId: 9001, accessToken: "token" }

const crmFor = (script: ReadonlyArray<Scripted>) =>
  Effect.gen(function* () {
    const server = yield* scriptedServer(script)
    const client = yield* Effect.provide(HttpClient.HttpClient, FetchHttpClient.layer)
    const pacer = memoryPacer(limits)
    const settings = { apiBase: server.url, oauthBase: "https://app.hubspot.com", clientId: "c", clientSecret: Redacted.make("s"), limits }
    return { crm: makeCrm(settings, client, pacer), server, pacer }
  })

describe("Crm under HubSpot's limits", () => {
  it.scopedLive(
    "a 429 fills the account's window; the POST waits for it to roll and is sent again",
    () =>
      Effect.gen(function* () {
        const { crm, server } = yield* crmFor([tooMany(), page(2)])
        const created = yield* crm.createPage(AUTH, "site", { name: "Home" })
        expect(created.id).toBe("9")
        expect(server.arrivals.map((arrival) => arrival.method)).toEqual(["POST", "POST"])
        // The window HubSpot stated (300 ms) passed before the second try.
        expect(server.arrivals[1]!.at - server.arrivals[0]!.at).toBeGreaterThanOrEqual(280)
      }),
    { timeout: 30_000 }
  )

  it.scopedLive(
    "a limit that holds past the retries is CrmRateLimited with HubSpot's policy",
    () =>
      Effect.gen(function* () {
        const { crm, server } = yield* crmFor([tooMany(50)])
        const failure = yield* Effect.flip(crm.createPage(AUTH, "site", { name: "Home" }))
        expect(failure).toMatchObject({ _tag: "CrmRateLimited", policyName: "TEN_SECONDLY_ROLLING", intervalMs: 50 })
        expect(server.arrivals).toHaveLength(2)
      }),
    { timeout: 30_000 }
  )

  it.scopedLive(
    "a 5xx is retried for a GET but not for a POST",
    () =>
      Effect.gen(function* () {
        const outage: Scripted = { status: 502, body: { status: "error", message: "Bad gateway", category: "INTERNAL_ERROR" } }
        const reads = yield* crmFor([outage, { status: 200, body: { total: 0, results: [] } }])
        expect((yield* reads.crm.domains(AUTH)).results).toEqual([])
        expect(reads.server.arrivals).toHaveLength(2)

        const writes = yield* crmFor([outage, page(2)])
        expect(yield* Effect.flip(writes.crm.createPage(AUTH, "site", { name: "Home" }))).toMatchObject({
          _tag: "CrmRequestFailed",
          status: 502
        })
        expect(writes.server.arrivals).toHaveLength(1)
      }),
    { timeout: 30_000 }
  )

  it.scopedLive(
    "HubSpot's stated limit paces the calls that follow",
    () =>
      Effect.gen(function* () {
        // Max 3 per 300 ms: seven calls take at least two more windows after the first three.
        const { crm, server } = yield* crmFor([page(2), page(1), page(0), page(2), page(1), page(0), page(2)])
        const started = Date.now()
        for (let i = 0; i < 7; i++) yield* crm.createPage(AUTH, "site", { name: `Page ${i}` })
        expect(Date.now() - started).toBeGreaterThanOrEqual(600)
        const at = server.arrivals.map((arrival) => arrival.at)
        for (let i = 3; i < at.length; i++) expect(at[i]! - at[i - 3]!).toBeGreaterThanOrEqual(290)
      }),
    { timeout: 30_000 }
  )
})
