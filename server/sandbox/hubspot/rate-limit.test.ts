// HubSpot's ten-second limit in the sandbox, over plain HTTP: bursts, headers, the rolling
// window, exempt source-code calls, separate accounts and concurrent callers (in two servers on
// one database) never getting more than the limit into any window.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { IntegrationsTestDatabase } from "../../testing/integrations-database.ts"
import { bearer, call, startSandbox } from "./http-test-kit.ts"
import { mostAcceptedInAnyWindow, rateLimitCounts } from "./store/rate-limit.ts"

const MAX = 5
const INTERVAL_MS = 2_000
const tight = { rateLimit: { max: MAX, intervalMs: INTERVAL_MS } }

const limitHeaders = (headers: Headers) => ({
  interval: headers.get("x-hubspot-ratelimit-interval-milliseconds"),
  max: headers.get("x-hubspot-ratelimit-max"),
  remaining: headers.get("x-hubspot-ratelimit-remaining")
})

/** Real time (the test clock would never let a window roll). */
const waitOutWindow = Effect.promise(() => new Promise((resolve) => setTimeout(resolve, INTERVAL_MS + 100)))

const sequentially = <A>(count: number, f: (index: number) => Effect.Effect<A>) =>
  Effect.forEach(
    Array.from({ length: count }, (_, index) => index),
    f
  )

const upload = (appUrl: string, accessToken: string, path: string) => {
  const body = new FormData()
  body.append("file", new Blob(["body { color: red }"]), "main.css")
  return call(appUrl, `/cms/v3/source-code/draft/content/${path}`, bearer(accessToken, { method: "PUT", body }))
}

describe("sandbox HubSpot rate limit", () => {
  layer(IntegrationsTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("a burst of max + 5 gets max answers, counting down, then 5 × 429 that do no work", () =>
      Effect.gen(function* () {
        const sandbox = yield* startSandbox(tight)
        const hub = yield* sandbox.connect(701)
        const answers = yield* sequentially(MAX + 5, (index) =>
          call(
            sandbox.appUrl,
            "/cms/v3/pages/site-pages",
            bearer(hub.accessToken, { method: "POST", body: JSON.stringify({ name: `Page ${index}` }) })
          )
        )

        expect(answers.map((answer) => answer.status)).toEqual([...Array(MAX).fill(201), ...Array(5).fill(429)])
        expect(answers.map((answer) => limitHeaders(answer.headers).remaining)).toEqual(["4", "3", "2", "1", "0", "0", "0", "0", "0", "0"])
        for (const refused of answers.slice(MAX)) {
          expect(limitHeaders(refused.headers)).toEqual({ interval: String(INTERVAL_MS), max: String(MAX), remaining: "0" })
          expect(refused.headers.get("retry-after")).toBeNull()
          expect(refused.body).toEqual({
            status: "error",
            message: "You have reached your ten_secondly_rolling limit.",
            errorType: "RATE_LIMIT",
            correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
            policyName: "TEN_SECONDLY_ROLLING",
            requestId: expect.stringMatching(/^[0-9a-f-]{36}$/)
          })
        }
        expect(yield* rateLimitCounts({ hubId: 701, clientId: sandbox.clientId })).toEqual({ accepted: MAX, refused: 5 })

        // Once the window has rolled, calls pass again, and only the accepted calls made pages.
        yield* waitOutWindow
        const list = yield* call(sandbox.appUrl, "/cms/v3/pages/site-pages?limit=100", bearer(hub.accessToken))
        expect(list.status).toBe(200)
        expect(list.body.total).toBe(MAX)
        expect(limitHeaders(list.headers).remaining).toBe(String(MAX - 1))
      })
    )

    it.scoped("every answer to a live token carries the headers, errors included; no daily headers", () =>
      Effect.gen(function* () {
        const sandbox = yield* startSandbox(tight)
        const hub = yield* sandbox.connect(702, ["oauth", "content"])
        const answers = [
          yield* call(sandbox.appUrl, "/cms/v3/domains", bearer(hub.accessToken)),
          yield* call(sandbox.appUrl, "/cms/v3/hubdb/tables", bearer(hub.accessToken)),
          yield* call(sandbox.appUrl, "/cms/v3/pages/landing-pages/999", bearer(hub.accessToken, { method: "PATCH", body: "{}" }))
        ]
        expect(answers.map((answer) => answer.status)).toEqual([200, 403, 404])
        expect(answers.map((answer) => limitHeaders(answer.headers))).toEqual([
          { interval: String(INTERVAL_MS), max: String(MAX), remaining: "4" },
          { interval: String(INTERVAL_MS), max: String(MAX), remaining: "3" },
          { interval: String(INTERVAL_MS), max: String(MAX), remaining: "2" }
        ])
        for (const answer of answers) expect(answer.headers.get("x-hubspot-ratelimit-daily")).toBeNull()

        // A call HubSpot cannot attribute to an account and app is not counted.
        const anonymous = yield* call(sandbox.appUrl, "/cms/v3/domains", bearer("sbx-unknown"))
        expect(anonymous.status).toBe(401)
        expect(anonymous.headers.get("x-hubspot-ratelimit-remaining")).toBeNull()
      })
    )

    it.scoped("source-code file calls pass uncounted, and count when the settings say so", () =>
      Effect.gen(function* () {
        const exempt = yield* startSandbox(tight)
        const hub = yield* exempt.connect(703)
        const files = yield* sequentially(MAX + 3, (index) => upload(exempt.appUrl, hub.accessToken, `theme/css/${index}.css`))
        expect(files.every((answer) => answer.status === 200)).toBe(true)
        expect(files.every((answer) => limitHeaders(answer.headers).remaining === String(MAX))).toBe(true)
        const metadata = yield* call(exempt.appUrl, "/cms/v3/source-code/draft/metadata/theme/css", bearer(hub.accessToken))
        expect(metadata.status).toBe(200)
        expect(yield* rateLimitCounts({ hubId: 703, clientId: exempt.clientId })).toEqual({ accepted: 0, refused: 0 })
        expect(limitHeaders((yield* call(exempt.appUrl, "/cms/v3/domains", bearer(hub.accessToken))).headers).remaining).toBe(
          String(MAX - 1)
        )

        const counting = yield* startSandbox({ rateLimit: { ...tight.rateLimit, countSourceCode: true } })
        const other = yield* counting.connect(704)
        const counted = yield* sequentially(MAX + 3, (index) => upload(counting.appUrl, other.accessToken, `theme/css/${index}.css`))
        expect(counted.map((answer) => answer.status)).toEqual([...Array(MAX).fill(200), ...Array(3).fill(429)])
        // The refused uploads wrote nothing.
        const folder = yield* call(counting.appUrl, "/cms/v3/source-code/draft/metadata/theme/css", bearer(other.accessToken))
        expect(folder.status).toBe(429)
        yield* waitOutWindow
        const after = yield* call(counting.appUrl, "/cms/v3/source-code/draft/metadata/theme/css", bearer(other.accessToken))
        expect(after.body.children).toHaveLength(MAX)
      })
    )

    it.scoped("each account has its own window", () =>
      Effect.gen(function* () {
        const sandbox = yield* startSandbox(tight)
        const first = yield* sandbox.connect(705)
        const second = yield* sandbox.connect(706)
        const burst = yield* sequentially(MAX + 1, () => call(sandbox.appUrl, "/cms/v3/domains", bearer(first.accessToken)))
        expect(burst.at(-1)?.status).toBe(429)
        const other = yield* call(sandbox.appUrl, "/cms/v3/domains", bearer(second.accessToken))
        expect(other.status).toBe(200)
        expect(limitHeaders(other.headers).remaining).toBe(String(MAX - 1))
      })
    )

    it.scoped("200 concurrent calls through two servers on one database never put more than max into a window", () =>
      Effect.gen(function* () {
        const one = yield* startSandbox(tight)
        const two = yield* startSandbox(tight)
        const hub = yield* one.connect(707)
        const answers = yield* Effect.all(
          Array.from({ length: 200 }, (_, index) =>
            call(index % 2 === 0 ? one.appUrl : two.appUrl, "/cms/v3/domains", bearer(hub.accessToken))
          ),
          { concurrency: "unbounded" }
        )
        const accepted = answers.filter((answer) => answer.status === 200).length
        expect(accepted + answers.filter((answer) => answer.status === 429).length).toBe(200)
        expect(accepted).toBeGreaterThanOrEqual(MAX)
        expect(yield* rateLimitCounts({ hubId: 707, clientId: one.clientId })).toEqual({ accepted, refused: 200 - accepted })
        expect(yield* mostAcceptedInAnyWindow({ hubId: 707, clientId: one.clientId }, INTERVAL_MS)).toBe(MAX)
      })
    )
  })
})
