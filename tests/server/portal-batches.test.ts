// A portal's batches for the transition drawer: a member sees the group install with a title
// and one item per module (the failed one with its reason), another agency's user gets 404, and a batch
// that finished more than 24 hours ago is no longer listed.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Duration, Effect, Schedule } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const modules = "/module/api/v2"
const portalApi = "/portal/api/v2"
// Portal 3 (Cobalt, free plan): Landing Page Essentials holds free modules; hero-banner 2.0.0 needs css/main.css.
const portal = 3

interface Item {
  seq: number
  label: string
  status: string
  error: string | null
}
interface Listed {
  id: string
  kind: string
  title: string
  status: string
  totalJobs: number
  failedJobs: number
  processedJobs: number
  progress: number
  created_at: string
  finished_at: string | null
  items: ReadonlyArray<Item>
}

const listOf = (token: string, portalId = portal) =>
  Effect.flatMap(TestApi, (api) => api.request("GET", `${portalApi}/portals/${portalId}/batches`, { token }))

const awaitFinished = (token: string, id: string) =>
  listOf(token).pipe(
    Effect.map((reply) => (reply.body.data as ReadonlyArray<Listed>).find((batch) => batch.id === id)!),
    Effect.repeat(Schedule.recurWhile((batch: Listed) => batch.status !== "finished").pipe(Schedule.addDelay(() => "100 millis"))),
    Effect.timeoutFail({ duration: Duration.seconds(60), onTimeout: () => new Error(`batch ${id} did not finish`) }),
    Effect.orDie
  )

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("portal batches", (it) => {
  it.effect("members see the portal's batches with their items; strangers get 404; old finished batches drop off", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)

      const empty = yield* listOf(token)
      expect(empty.status).toBe(200)
      expect(empty.body.data).toEqual([])

      const started = yield* api.request("POST", `${modules}/module-groups/install`, {
        token,
        json: { group: "landing-essentials", portal }
      })
      expect(started.status).toBe(200)
      const id = started.body.data.batch_id as string

      const running = (yield* listOf(token)).body.data as ReadonlyArray<Listed>
      expect(running).toHaveLength(1)
      expect(running[0]).toMatchObject({
        id,
        kind: "module-install",
        title: "Install Landing Page Essentials",
        totalJobs: 4,
        finished_at: null
      })
      expect(running[0]!.items).toHaveLength(4)

      const done = yield* awaitFinished(token, id)
      expect(done).toMatchObject({ status: "finished", progress: 100, processedJobs: 3, failedJobs: 1 })
      expect(typeof done.finished_at).toBe("string")
      expect(done.items.map((item) => item.status)).toEqual(["failed", "done", "done", "done"])
      const hero = done.items[0]!
      expect(hero.label).toBe("Hero Banner")
      expect(hero.error).toContain("css/main.css (2.0.0)")
      expect(done.items.slice(1).every((item) => item.error === null && item.label.length > 0)).toBe(true)

      const stranger = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const refused = yield* listOf(stranger)
      expect(refused.status).toBe(404)
      expect((yield* listOf(token, 999_999)).status).toBe(404)

      // Finished more than a day ago: no longer listed.
      const sql = yield* SqlClient.SqlClient
      yield* sql`UPDATE batches SET finished_at = now() - interval '25 hours' WHERE id = ${id}`.pipe(Effect.orDie)
      expect((yield* listOf(token)).body.data).toEqual([])
    })
  )
})
