// Theme rollouts over HTTP against the seeded world and the sandbox HubSpot. A theme file: added where a portal
// lacks it and updated where it is behind, a portal already current or holding the file edited in HubSpot skipped
// with its reason. The theme version: every file the releases since the portal's version changed written, the
// version moved, a portal the user may not upgrade skipped. Every result is read back from the portals' CRM folders,
// holdings and versions, and Rollback returns each portal to what it held (older versions put back, added files
// deleted, the version back). Seeded: Demo Agency owns portals 1 Acme, 2 Beacon, 3 Cobalt and 4 Acme Staging, each
// with a sandbox HubSpot account; css/main.css has versions 1.0.0, 1.1.0 and 2.0.0; theme 5.0.0 (after 4.2.0) brings
// css/main.css 2.0.0, js/main.js 1.1.0 and css/utilities.css 1.1.0.
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { awaitRollout, login, post, rolloutBase, sqlRun } from "./support/rollout-kit.ts"
import { Seeded, testServer } from "./support/TestApi.ts"
import { contentAt, crmFile, hold, holding, PATH, rolloutCount, setCrmFile, setThemeVersion, themeVersionOf } from "./support/theme-kit.ts"

layer(testServer(), { excludeTestServices: true, timeout: 240_000 })("theme rollouts", (it) => {
  it.effect("adds or updates the file per portal, skips the current and the edited, and rolls back", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      yield* hold(1, null)
      yield* hold(2, "1.1.0")
      yield* hold(3, "2.0.0")
      yield* hold(4, "1.1.0")
      // Beacon's developer edited the file in HubSpot's design manager.
      yield* setCrmFile(2, "/* edited in HubSpot */\nbody { color: red; }\n")
      const change = { kind: "theme_file", path: PATH }

      const preview = yield* post(`${rolloutBase}/preview`, token, { change, portal_ids: [1, 2, 3, 4] })
      expect(preview.status).toBe(200)
      expect(preview.body.data.title).toBe("main.css 2.0.0")
      expect(preview.body.data.credits).toEqual([])
      const planned = preview.body.data.portals as ReadonlyArray<Record<string, unknown>>
      expect(planned.map((portal) => [portal["action"], portal["from_version"], portal["to_version"], portal["credits"]])).toEqual([
        ["install", null, "2.0.0", 0],
        [null, "1.1.0", "2.0.0", 0],
        [null, "2.0.0", "2.0.0", 0],
        ["upgrade", "1.1.0", "2.0.0", 0]
      ])
      expect(planned[1]!["skip"]).toEqual({ reason: "drifted", message: "1 file was edited in HubSpot: review them on the portal first." })
      expect(planned[2]!["skip"]).toEqual({ reason: "current", message: "It already has main.css 2.0.0." })

      const created = yield* post(rolloutBase, token, { change, portal_ids: [1, 2, 3, 4] })
      expect(created.status).toBe(201)
      const id = created.body.data.id as string
      const done = yield* awaitRollout(token, id)
      expect(done.portals.map((portal) => portal.status)).toEqual(["succeeded", "skipped", "skipped", "succeeded"])
      expect(done.portals[0]!.items).toEqual([{ seq: 1, label: "main.css 2.0.0", status: "done", error: null }])
      const latest = yield* contentAt("2.0.0")
      expect(yield* crmFile(1)).toEqual(Option.some(latest))
      expect(yield* crmFile(4)).toEqual(Option.some(latest))
      expect(yield* holding(1)).toEqual({ version: "2.0.0", previous: null })
      expect(yield* holding(4)).toEqual({ version: "2.0.0", previous: "1.1.0" })
      // The skipped portals are left exactly as they were.
      expect(yield* crmFile(2)).toEqual(Option.some("/* edited in HubSpot */\nbody { color: red; }\n"))
      expect(yield* holding(2)).toEqual({ version: "1.1.0", previous: null })
      // Each changed portal's History names the rollout.
      const tagged = yield* sqlRun(
        (sql) => sql<{ portal_id: number; status: string }>`
          SELECT portal_id, status_label AS status FROM histories WHERE payload->>'rollout_id' = ${id} ORDER BY portal_id`
      )
      expect(tagged).toEqual([
        { portal_id: 1, status: "Installed" },
        { portal_id: 4, status: "Upgraded" }
      ])

      const rollback = yield* post(`${rolloutBase}/${id}/rollback`, token)
      expect(rollback.status).toBe(200)
      expect(rollback.body.data.title).toBe("Rollback of main.css 2.0.0")
      expect(rollback.body.data.portals.map((portal: { action: string }) => portal.action)).toEqual(["remove", "revert"])
      const undone = yield* awaitRollout(token, rollback.body.data.id)
      expect(undone.portals.map((portal) => portal.status)).toEqual(["succeeded", "succeeded"])
      expect(yield* holding(1)).toBeNull()
      expect(Option.isNone(yield* crmFile(1))).toBe(true)
      expect(yield* holding(4)).toMatchObject({ version: "1.1.0" })
      expect(yield* crmFile(4)).toEqual(Option.some(yield* contentAt("1.1.0")))
      const removed = yield* sqlRun(
        (sql) => sql<{ event: string }>`
          SELECT event FROM activity_log WHERE subject_id = 1 AND properties->>'rollout_id' = ${rollback.body.data.id}`
      )
      expect(removed.map((row) => row.event)).toEqual(["file.removed"])
    })
  )

  it.effect("an edit made in HubSpot after the start fails that portal and is never overwritten", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      yield* hold(1, "1.0.0")
      yield* hold(3, "1.0.0")
      const change = { kind: "theme_file", path: PATH }
      const created = yield* post(rolloutBase, token, { change, portal_ids: [1, 3], canary_size: 1, failure_threshold: 5 })
      expect(created.status).toBe(201)
      // Cobalt waits for the canary; its file is edited meanwhile.
      yield* setCrmFile(3, "/* a client's own edit */\n")
      const done = yield* awaitRollout(token, created.body.data.id)
      expect(done.portals.map((portal) => portal.status)).toEqual(["succeeded", "failed"])
      expect(done.portals[1]!.reason).toMatch(/edited in HubSpot/)
      expect(yield* crmFile(3)).toEqual(Option.some("/* a client's own edit */\n"))
      expect(yield* holding(3)).toMatchObject({ version: "1.0.0" })
    })
  )

  it.effect("the theme version: files written and the version moved per portal, then all put back by the rollback", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      // Cobalt on 4.2.0 holds main.css 1.1.0 and neither of the other two files 5.0.0 brings.
      yield* setThemeVersion(3, "4.2.0")
      yield* hold(3, "1.1.0")
      yield* hold(3, null, "js/main.js")
      yield* hold(3, null, "css/utilities.css")
      // Beacon on 4.2.0 has a js/main.js of its own, made in HubSpot: the upgrade would overwrite it.
      yield* setThemeVersion(2, "4.2.0")
      yield* hold(2, null, "js/main.js")
      yield* setCrmFile(2, "// the client's own script\n", "js/main.js")
      yield* setThemeVersion(4, "5.0.0")
      const change = { kind: "theme_version" }

      const preview = yield* post(`${rolloutBase}/preview`, token, { change, portal_ids: [3, 2, 4] })
      expect(preview.status).toBe(200)
      expect(preview.body.data.title).toBe("Theme 5.0.0")
      const planned = preview.body.data.portals as ReadonlyArray<Record<string, unknown>>
      expect(planned.map((portal) => [portal["action"], portal["from_version"], portal["to_version"]])).toEqual([
        ["upgrade", "4.2.0", "5.0.0"],
        [null, "4.2.0", "5.0.0"],
        [null, "5.0.0", "5.0.0"]
      ])
      expect(planned.map((portal) => (portal["skip"] as { reason: string } | null)?.reason ?? null)).toEqual([null, "drifted", "current"])
      // A plain member sees Acme Portal but may not upgrade its theme.
      const member = yield* login(Seeded.user)
      const refused = yield* post(`${rolloutBase}/preview`, member, { change, portal_ids: [1] })
      expect(refused.body.data.portals[0].skip).toEqual({ reason: "locked", message: "Only an admin of its agency may upgrade its theme." })

      const created = yield* post(rolloutBase, token, { change, portal_ids: [3, 2, 4] })
      expect(created.status).toBe(201)
      const done = yield* awaitRollout(token, created.body.data.id)
      expect(done.portals.map((portal) => portal.status)).toEqual(["succeeded", "skipped", "skipped"])
      expect(yield* themeVersionOf(3)).toBe("5.0.0")
      expect(yield* crmFile(3)).toEqual(Option.some(yield* contentAt("2.0.0")))
      expect(yield* crmFile(3, "js/main.js")).toEqual(Option.some(yield* contentAt("1.1.0", "js/main.js")))
      expect(yield* holding(3, "css/utilities.css")).toEqual({ version: "1.1.0", previous: null })
      expect(yield* themeVersionOf(2)).toBe("4.2.0")
      expect(yield* crmFile(2, "js/main.js")).toEqual(Option.some("// the client's own script\n"))

      const rollback = yield* post(`${rolloutBase}/${created.body.data.id}/rollback`, token)
      expect(rollback.status).toBe(200)
      expect(
        rollback.body.data.portals.map((portal: { action: string; to_version: string }) => [portal.action, portal.to_version])
      ).toEqual([["revert", "4.2.0"]])
      const undone = yield* awaitRollout(token, rollback.body.data.id)
      expect(undone.portals.map((portal) => portal.status)).toEqual(["succeeded"])
      expect(yield* themeVersionOf(3)).toBe("4.2.0")
      expect(yield* crmFile(3)).toEqual(Option.some(yield* contentAt("1.1.0")))
      expect(yield* holding(3)).toMatchObject({ version: "1.1.0" })
      expect(Option.isNone(yield* crmFile(3, "js/main.js"))).toBe(true)
      expect(yield* holding(3, "js/main.js")).toBeNull()
      expect(Option.isNone(yield* crmFile(3, "css/utilities.css"))).toBe(true)
      const labels = yield* sqlRun(
        (sql) => sql<{ status: string }>`SELECT status_label AS status FROM histories WHERE portal_id = 3 ORDER BY id DESC LIMIT 2`
      )
      expect(labels.map((row) => row.status)).toEqual(["Reverted to version 4.2.0", "Upgraded to version 5.0.0"])

      // A plain member may read and roll back a rollout of their portal, but not downgrade its theme: skipped.
      yield* setThemeVersion(1, "4.2.0")
      const acme = yield* post(rolloutBase, token, { change, portal_ids: [1] })
      expect(acme.status).toBe(201)
      expect((yield* awaitRollout(token, acme.body.data.id)).portals[0]!.status).toBe("succeeded")
      const undo = yield* post(`${rolloutBase}/${acme.body.data.id}/rollback`, member)
      expect(undo.status).toBe(200)
      expect(undo.body.data.portals[0]).toMatchObject({ status: "skipped", skip_reason: "locked" })
      expect(yield* themeVersionOf(1)).toBe("5.0.0")
    })
  )

  it.effect("refuses an unknown theme file or change kind with 422 naming the field", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const before = yield* rolloutCount
      const unknown = yield* post(`${rolloutBase}/preview`, token, {
        change: { kind: "theme_file", path: "css/none.css" },
        portal_ids: [1]
      })
      expect(unknown.status).toBe(422)
      expect(unknown.body.errors).toHaveProperty(["change.path"])
      const empty = yield* post(rolloutBase, token, { change: { kind: "theme_file", path: "" }, portal_ids: [1] })
      expect(empty.status).toBe(422)
      expect(empty.body.errors).toHaveProperty(["change.path"])
      const kind = yield* post(rolloutBase, token, { change: { kind: "everything", path: PATH }, portal_ids: [1] })
      expect(kind.status).toBe(422)
      expect(JSON.stringify(kind.body.errors)).toContain("change.kind")
      expect(yield* rolloutCount).toBe(before)
    })
  )
})
