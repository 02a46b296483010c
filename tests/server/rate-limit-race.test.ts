// Limits hold exactly when the calls they count arrive together (from one process or several on one database):
// callers take turns on each key's advisory lock to count and record, so a burst gets exactly the limit.
import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { DEFAULT_MAIL_RATE_LIMITS } from "../../server/config.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const BURST = 12

describe("limits under a burst", () => {
  layer(
    testServer({
      loginRateLimit: { perAccount: 5, perIp: 100, windowSeconds: 600 },
      mailRateLimits: {
        ...DEFAULT_MAIL_RATE_LIMITS,
        resetPerIp: { max: 100, windowSeconds: 900 },
        resetPerEmail: { max: 3, windowSeconds: 3600 }
      }
    }),
    { excludeTestServices: true, timeout: 120_000 }
  )((it) => {
    it.effect(`${BURST} wrong passwords at once for one account: exactly 5 are checked, the others get 429`, () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const replies = yield* Effect.all(
          Array.from({ length: BURST }, (_, index) =>
            api.request("POST", "/auth/api/v2/login", { json: { email: Seeded.northwind.email, password: `Wrong guess ${index}!` } })
          ),
          { concurrency: "unbounded" }
        )
        const statuses = replies.map((reply) => reply.status)
        expect(statuses.filter((status) => status !== 422 && status !== 429)).toEqual([])
        expect(statuses.filter((status) => status === 422).length).toBe(5)
        const sql = yield* SqlClient.SqlClient
        const [hits] = yield* Effect.orDie(
          sql<{
            readonly count: number
          }>`SELECT count(*)::int AS count FROM rate_limit_hits WHERE key = ${`login:account:${Seeded.northwind.email}`}`
        )
        expect(hits!.count).toBe(statuses.filter((status) => status === 422).length)
      })
    )

    it.effect(`${BURST} password reset requests at once for one address send exactly 3 mails`, () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const replies = yield* Effect.all(
          Array.from({ length: BURST }, () => api.request("POST", "/auth/api/v2/password/reset", { json: { email: Seeded.user.email } })),
          { concurrency: "unbounded" }
        )
        const statuses = replies.map((reply) => reply.status)
        expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([])
        const sql = yield* SqlClient.SqlClient
        const [mails] = yield* Effect.orDie(
          sql<{ readonly count: number }>`SELECT count(*)::int AS count FROM mail_outbox WHERE "to" = ${Seeded.user.email}`
        )
        expect(mails!.count).toBe(statuses.filter((status) => status === 200).length)
        expect(mails!.count).toBe(3)
      })
    )
  })
})
