// A HubSpot that stays busy (its window kept full by another installation of the app) reaches the user
// as 503 with status_code 40029 and 'HubSpot is busy…' after the server waited for it, never as a 500,
// and the same request succeeds once the window has room again.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Fiber, Layer } from "effect"

import { SANDBOX_CLIENT_ID } from "../../server/lib/embedded-services.ts"
import { everyCallCounted, hubOf } from "./support/hubspot-load.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const MAX = 5
const INTERVAL_MS = 1000
const NORTHWIND = 5

/** Another installation's calls: the account's window full as of now. */
const neighbourFills = (hubId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`INSERT INTO sandbox_hubspot_rate_limit_calls (hub_id, client_id, at)
        SELECT ${hubId}, ${SANDBOX_CLIENT_ID}, clock_timestamp() FROM generate_series(1, ${MAX})`
  ).pipe(Effect.orDie)

layer(testServer().pipe(Layer.provide(everyCallCounted({ max: MAX, intervalMs: INTERVAL_MS }))), {
  excludeTestServices: true,
  timeout: 120_000
})("a busy HubSpot", (it) => {
  it.effect("answers 503 40029 once the server's waits are spent, and serves the call when the window has room", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const hubId = yield* hubOf(NORTHWIND)
      const domains = () => api.request("GET", `/portal/api/v2/domains?portal_id=${NORTHWIND}`, { token })

      // The neighbour keeps the window full for as long as the server would wait.
      const started = Date.now()
      const neighbour = yield* Effect.fork(Effect.forever(Effect.zipRight(neighbourFills(hubId), Effect.sleep("100 millis"))))
      const busy = yield* domains()
      yield* Fiber.interrupt(neighbour)
      expect(busy.status, JSON.stringify(busy.body)).toBe(503)
      expect(busy.body).toMatchObject({ message: "HubSpot is busy. Please try again in a few seconds.", status_code: 40029 })
      // It waited for the window before saying so.
      expect(Date.now() - started).toBeGreaterThanOrEqual(INTERVAL_MS)

      yield* Effect.sleep(`${2 * INTERVAL_MS + 200} millis`)
      const served = yield* domains()
      expect(served.status, JSON.stringify(served.body)).toBe(200)
      expect(served.body.data.length).toBeGreaterThan(0)
    })
  )
})
