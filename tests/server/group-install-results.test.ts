// Group installs tell every module's result: a member refused for missing theme files is
// listed as failed with the reason, locked members name the tier, a second start ("Retry failed") makes
// jobs for the failed modules only, and with_files installs the theme files as part of the group.
import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { awaitFinished } from "./support/batch-kit.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const modules = "/module/api/v2"
// Portal 3 (Cobalt, free plan): Landing Page Essentials holds free modules; hero-banner 2.0.0 needs css/main.css.
const portal = 3

const sqlRun = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)

interface Member {
  key: string
  status: string
  reason: string | null
  installed_version: string | null
  pad_lock: string | null
  required_files: ReadonlyArray<{ path: string; version: string }>
}
interface Group {
  key: string
  installed: boolean
  members: ReadonlyArray<Member>
}

const groupOf = (token: string, key: string, portalId = portal) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const reply = yield* api.request("GET", `${modules}/module-groups?portal=${portalId}`, { token })
    expect(reply.status).toBe(200)
    return (reply.body.data as ReadonlyArray<Group>).find((group) => group.key === key)!
  })

const start = (token: string, json: Record<string, unknown>) =>
  Effect.flatMap(TestApi, (api) => api.request("POST", `${modules}/module-groups/install`, { token, json: { portal, ...json } }))

layer(testServer(), { excludeTestServices: true, timeout: 120_000 })("group install results", (it) => {
  it.effect("failed members carry the reason; Retry failed redoes only them; with_files installs the files first", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)

      const before = yield* groupOf(token, "landing-essentials")
      const hero = before.members.find((member) => member.key === "hero-banner")!
      expect(hero).toMatchObject({ status: "pending", reason: null })
      expect(hero.required_files.map((file) => file.path)).toEqual(["css/main.css"])

      const first = yield* start(token, { group: "landing-essentials" })
      expect(first.status).toBe(200)
      const firstDone = yield* awaitFinished(token, first.body.data.batch_id)
      expect(firstDone).toMatchObject({ totalJobs: 4, failedJobs: 1 })

      const after = yield* groupOf(token, "landing-essentials")
      expect(after.installed).toBe(false)
      expect(after.members.map((member) => [member.key, member.status])).toEqual([
        ["hero-banner", "failed"],
        ["feature-grid", "installed"],
        ["call-to-action", "installed"],
        ["faq-accordion", "installed"]
      ])
      expect(after.members[0]!.reason).toContain("css/main.css (2.0.0)")
      // Read back from what the portal holds: the version of each installed module, none for the failed one.
      expect(after.members.map((member) => member.installed_version)).toEqual([null, "1.0.0", "1.0.1", "1.1.0"])

      // Retry failed: the new batch holds the failed module only, and fails again for the same reason.
      const retry = yield* start(token, { group: "landing-essentials" })
      const retryDone = yield* awaitFinished(token, retry.body.data.batch_id)
      expect(retryDone).toMatchObject({ totalJobs: 1, failedJobs: 1 })
      const retried = yield* sqlRun(
        (sql) => sql<{ payload: { module: string } }>`SELECT payload FROM batch_jobs WHERE batch_id = ${retry.body.data.batch_id}`
      )
      expect(retried.map((job) => job.payload.module)).toEqual(["hero-banner"])

      // With the theme files: css/main.css is added, then the module installs.
      const withFiles = yield* start(token, { group: "landing-essentials", with_files: true })
      const withFilesDone = yield* awaitFinished(token, withFiles.body.data.batch_id)
      expect(withFilesDone).toMatchObject({ totalJobs: 1, failedJobs: 0, processedJobs: 1 })
      const done = yield* groupOf(token, "landing-essentials")
      expect(done.installed).toBe(true)
      expect(done.members.every((member) => member.status === "installed")).toBe(true)
      const logged = yield* sqlRun(
        (sql) => sql<{ event: string }>`
        SELECT event FROM activity_log WHERE subject_id = ${portal} AND event IN ('file.installed', 'file.upgraded')`
      )
      expect(logged.length).toBeGreaterThan(0)

      // Nothing left to do: refused with a reason, no empty batch.
      const again = yield* start(token, { group: "landing-essentials" })
      expect(again.status).toBe(409)
      expect(again.body.message).toBe("Every module of this group is already installed.")
    })
  )

  it.effect("locked members name the tier that unlocks them", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const social = yield* groupOf(token, "social-proof")
      const stats = social.members.find((member) => member.key === "stats-counter")!
      expect(stats).toMatchObject({ status: "locked", reason: "Needs PRO", pad_lock: "pro" })
      const locked = yield* start(token, { group: "social-proof" })
      expect(locked.status).toBe(403)
    })
  )

  it("the flagship Acme Portal holds its theme's files: a first group install there succeeds without adding any", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const acme = 1
      for (const key of ["landing-essentials", "social-proof"]) {
        const before = yield* groupOf(token, key, acme)
        expect(before.members.flatMap((member) => member.required_files)).toEqual([])
        const started = yield* Effect.flatMap(TestApi, (client) =>
          client.request("POST", `${modules}/module-groups/install`, { token, json: { portal: acme, group: key } })
        )
        expect(started.status).toBe(200)
        const done = yield* awaitFinished(token, started.body.data.batch_id)
        expect(done).toMatchObject({ failedJobs: 0 })
        const after = yield* groupOf(token, key, acme)
        expect(after.installed).toBe(true)
        expect(after.members.every((member) => member.status === "installed" && member.installed_version !== null)).toBe(true)
      }
      const hero = (yield* groupOf(token, "landing-essentials", acme)).members.find((member) => member.key === "hero-banner")!
      expect(hero.installed_version).toBe("2.0.0")
    }))
})
