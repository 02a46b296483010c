// GET /notifications/sync runs in the background: the answer comes at once, then the source
// (NOTIFICATIONS_FEED, else the built-in demo list) is re-read and what is new appears, unread, for
// every user. A broken source fails the sync, not the server.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { SqlClient } from "@effect/sql"
import { afterAll, expect, layer } from "@effect/vitest"
import { Effect, Schedule } from "effect"

import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const base = "/auth/api/v2/notifications"
const SYNC_MESSAGE = "Notification Sync Completed - User Notification Will Sync on The Background! Please Wait 1-2 Mins!"

const dir = mkdtempSync(join(tmpdir(), "notification-feed-"))
const feed = join(dir, "feed.json")
afterAll(() => {
  delete process.env["NOTIFICATIONS_FEED"]
  rmSync(dir, { recursive: true, force: true })
})

interface SyncRow {
  readonly id: number
  readonly status: string
  readonly added: number | null
  readonly error: string | null
}

/** Syncs as the super admin and waits until the background run has finished; answers its row. */
const syncAndWait = Effect.gen(function* () {
  const api = yield* TestApi
  const sql = yield* SqlClient.SqlClient
  const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
  const reply = yield* api.request("GET", `${base}/sync`, { token: admin })
  expect(reply.status).toBe(200)
  expect(reply.body.message).toBe(SYNC_MESSAGE)
  const [latest] = yield* sql<{ id: number }>`SELECT id FROM notification_syncs ORDER BY id DESC LIMIT 1`
  return yield* sql<SyncRow>`SELECT id, status, added, error FROM notification_syncs WHERE id = ${latest!.id}`.pipe(
    Effect.flatMap(([row]) =>
      row !== undefined && (row.status === "done" || row.status === "failed") ? Effect.succeed(row) : Effect.fail("pending" as const)
    ),
    Effect.retry(Schedule.spaced("50 millis").pipe(Schedule.intersect(Schedule.recurs(100))))
  )
}).pipe(Effect.orDie)

const titles = (token: string) =>
  Effect.flatMap(TestApi, (api) => api.request("GET", `${base}?limit=100`, { token })).pipe(
    Effect.map((reply) => reply.body.data.map((row: { title: string; read: boolean }) => ({ title: row.title, read: row.read })))
  )

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("notification sync", (it) => {
  it.effect("the built-in source adds nothing the demo database already holds", () =>
    Effect.gen(function* () {
      delete process.env["NOTIFICATIONS_FEED"]
      const row = yield* syncAndWait
      expect(row).toMatchObject({ status: "done", added: 0, error: null })
    })
  )

  it.effect("a new source entry appears, unread, for every user; a second sync adds nothing", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const agency = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      yield* api.request("PUT", `${base}/read-all`, { token: user })
      const before = (yield* api.request("GET", `${base}/check`, { token: agency })).body.data.total as number

      writeFileSync(
        feed,
        JSON.stringify([
          {
            key: "release-5-1",
            title: "Theme 5.1",
            description_html: "<p>Sticky headers.</p>",
            author: "Product Team",
            date: new Date().toISOString()
          },
          // Already held (same title, seeded without a key): not added again.
          { title: "Module groups", description_html: "<p>Again</p>", author: "Product Team" }
        ])
      )
      process.env["NOTIFICATIONS_FEED"] = feed
      const row = yield* syncAndWait
      expect(row).toMatchObject({ status: "done", added: 1, error: null })

      expect((yield* titles(user))[0]).toEqual({ title: "Theme 5.1", read: false })
      expect((yield* api.request("GET", `${base}/check`, { token: user })).body.data.total).toBe(1)
      expect((yield* api.request("GET", `${base}/check`, { token: agency })).body.data.total).toBe(before + 1)
      expect((yield* titles(agency)).filter((entry: { title: string }) => entry.title === "Module groups")).toHaveLength(1)

      const again = yield* syncAndWait
      expect(again).toMatchObject({ status: "done", added: 0 })
      expect((yield* titles(user)).filter((entry: { title: string }) => entry.title === "Theme 5.1")).toHaveLength(1)

      const logged = yield* Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql<{ properties: Record<string, unknown> }>`SELECT properties FROM activity_log WHERE event = 'notifications.synced' ORDER BY id`
      ).pipe(Effect.orDie)
      expect(logged.at(-2)?.properties).toEqual({ sync_id: row.id, added: 1 })
    })
  )

  it.effect("an unreadable source fails the sync with the reason; the API keeps answering", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      writeFileSync(feed, "[{ not json")
      process.env["NOTIFICATIONS_FEED"] = feed
      const broken = yield* syncAndWait
      expect(broken.status).toBe("failed")
      expect(broken.error).toContain("NOTIFICATIONS_FEED")

      writeFileSync(feed, JSON.stringify([{ title: "No author", description_html: "" }]))
      expect((yield* syncAndWait).status).toBe("failed")

      process.env["NOTIFICATIONS_FEED"] = join(dir, "missing.json")
      expect((yield* syncAndWait).status).toBe("failed")
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      expect((yield* api.request("GET", base, { token: user })).status).toBe(200)
    })
  )
})
