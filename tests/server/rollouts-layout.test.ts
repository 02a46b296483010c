// Layout rollouts over HTTP against the seeded world and the sandbox HubSpot: a saved layout's modules and theme files
// taken to many portals, each portal getting what it lacks or holds behind (its parts, theme files first), a locked
// module bought with a credit per portal, the portal already holding everything or on a theme too old for what the
// layout adds skipped with its reason. Results are read back from holdings, credits and the CRM folders; Rollback
// returns each part to what the portal held (a module or file it lacked removed, the credit given back). Seeded: Demo
// Agency owns portals 1 Acme (PRO), 2 Beacon, 3 Cobalt (free) and 4 Acme Staging; faq-accordion's latest is 1.1.0,
// el-progress-bar (Core) 1.0.0; css/main.css 2.0.0 needs theme 5.0.0.
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { awaitRollout, creditsOf, get, holdModule, installedVersion, login, post, rolloutBase, sqlRun } from "./support/rollout-kit.ts"
import { Seeded, testServer } from "./support/TestApi.ts"
import { contentAt, crmFile, hold, holding, rolloutCount, setCrmFile, setThemeVersion } from "./support/theme-kit.ts"

const DEMO_AGENCY = 1
const FAQ = "faq-accordion"
const BAR = "el-progress-bar"

/** The portal holds the module no more (nor its purchase). */
const dropModule = (portalId: number, key: string) =>
  sqlRun(
    (sql) => sql`
      WITH m AS (SELECT id FROM modules WHERE key = ${key}),
        held AS (DELETE FROM portal_modules WHERE portal_id = ${portalId} AND module_id IN (SELECT id FROM m))
      DELETE FROM portal_module_purchases WHERE portal_id = ${portalId} AND module_id IN (SELECT id FROM m)`
  )

const saveLayout = (token: string, name: string) =>
  Effect.map(
    post("/module/api/v2/layouts", token, {
      portal: 1,
      name,
      content: { modules: [{ key: FAQ }, { key: BAR }], files: [{ path: "css/main.css" }] }
    }),
    (reply) => reply.body.data.id as number
  )

/** Cobalt (free, theme 5.0.0) holds main.css 1.1.0 and neither module; Acme Staging holds FAQ Accordion behind. */
const startingPoint = Effect.gen(function* () {
  yield* setThemeVersion(3, "5.0.0")
  yield* hold(3, "1.1.0")
  yield* dropModule(3, FAQ)
  yield* dropModule(3, BAR)
  yield* setThemeVersion(4, "5.0.0")
  yield* hold(4, "2.0.0")
  yield* holdModule(4, FAQ, "1.0.0")
  yield* holdModule(4, BAR, "1.0.0")
})

/** A new layout rolled out from the starting point to Acme Staging (the canary), then Cobalt, which waits for it. */
const startBehindCanary = (name: string) =>
  Effect.gen(function* () {
    const token = yield* login(Seeded.agencyAdmin)
    const layoutId = yield* saveLayout(token, name)
    yield* startingPoint
    const credits = yield* creditsOf(DEMO_AGENCY)
    const created = yield* post(rolloutBase, token, {
      change: { kind: "layout", layout_id: layoutId },
      portal_ids: [4, 3],
      canary_size: 1,
      failure_threshold: 5
    })
    expect(created.status).toBe(201)
    return { credits, id: created.body.data.id as string, token }
  })

layer(testServer(), { excludeTestServices: true, timeout: 240_000 })("layout rollouts", (it) => {
  it.effect("each portal gets what it lacks of the layout, one credit per locked module, and the rollback undoes each part", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const layoutId = yield* saveLayout(token, "Spring setup")
      // Acme holds everything; Beacon lacks only main.css 2.0.0, which its theme 4.2.0 cannot take.
      yield* hold(1, "2.0.0")
      yield* holdModule(1, FAQ, "1.1.0")
      yield* holdModule(1, BAR, "1.0.0")
      yield* setThemeVersion(2, "4.2.0")
      yield* hold(2, "1.1.0")
      yield* holdModule(2, FAQ, "1.1.0")
      yield* holdModule(2, BAR, "1.0.0")
      yield* startingPoint
      const credits = yield* creditsOf(DEMO_AGENCY)
      const change = { kind: "layout", layout_id: layoutId }

      const preview = yield* post(`${rolloutBase}/preview`, token, { change, portal_ids: [1, 2, 3, 4] })
      expect(preview.status).toBe(200)
      expect(preview.body.data.title).toBe('Layout "Spring setup"')
      const planned = preview.body.data.portals as ReadonlyArray<Record<string, unknown>>
      expect(
        planned.map((portal) => [portal["action"], portal["credits"], (portal["skip"] as { reason?: string } | null)?.reason ?? null])
      ).toEqual([
        [null, 0, "current"],
        [null, 0, "locked"],
        ["upgrade", 1, null],
        ["upgrade", 0, null]
      ])
      expect(planned[0]!["skip"]).toMatchObject({ message: "It already holds everything this layout names." })
      expect(planned[1]!["skip"]).toMatchObject({ message: expect.stringContaining("newer theme version than this portal's (4.2.0)") })
      expect(planned[2]!["parts"]).toEqual([
        {
          kind: "theme_file",
          key: "css/main.css",
          name: "main.css",
          action: "upgrade",
          from_version: "1.1.0",
          to_version: "2.0.0",
          credit: false
        },
        { kind: "module", key: FAQ, name: "FAQ Accordion", action: "install", from_version: null, to_version: "1.1.0", credit: false },
        { kind: "module", key: BAR, name: "Progress Bar", action: "install", from_version: null, to_version: "1.0.0", credit: true }
      ])
      expect(planned[3]!["parts"]).toEqual([
        { kind: "module", key: FAQ, name: "FAQ Accordion", action: "upgrade", from_version: "1.0.0", to_version: "1.1.0", credit: false }
      ])
      expect(preview.body.data.credits).toEqual([{ agency_id: DEMO_AGENCY, agency_name: "Demo Agency", needed: 1, available: credits }])

      const created = yield* post(rolloutBase, token, { change, portal_ids: [1, 2, 3, 4], canary_size: 1 })
      expect(created.status).toBe(201)
      const id = created.body.data.id as string
      const done = yield* awaitRollout(token, id)
      expect(done.portals.map((portal) => portal.status)).toEqual(["skipped", "skipped", "succeeded", "succeeded"])
      // Cobalt's batch: a job per part, theme file first, each its own result.
      expect(done.portals[2]!.items.map((item) => [item.label, item.status])).toEqual([
        ["main.css 2.0.0", "done"],
        ["FAQ Accordion 1.1.0", "done"],
        ["Progress Bar 1.0.0", "done"]
      ])
      expect(done.portals[2]!.credits_spent).toBe(1)
      expect(yield* creditsOf(DEMO_AGENCY)).toBe(credits - 1)
      expect(yield* installedVersion(3, FAQ)).toBe("1.1.0")
      expect(yield* installedVersion(3, BAR)).toBe("1.0.0")
      expect(yield* holding(3)).toEqual({ version: "2.0.0", previous: "1.1.0" })
      expect(yield* crmFile(3)).toEqual(Option.some(yield* contentAt("2.0.0")))
      expect(yield* installedVersion(4, FAQ)).toBe("1.1.0")
      // The skipped portals are left as they were.
      expect(yield* holding(2)).toMatchObject({ version: "1.1.0" })

      const rollback = yield* post(`${rolloutBase}/${id}/rollback`, token)
      expect(rollback.status).toBe(200)
      expect(rollback.body.data.title).toBe('Rollback of Layout "Spring setup"')
      const undo = rollback.body.data.portals as ReadonlyArray<{ action: string; parts: ReadonlyArray<Record<string, unknown>> }>
      expect(undo.map((portal) => portal.action)).toEqual(["revert", "revert"])
      expect(undo[0]!.parts.map((part) => [part["key"], part["action"], part["from_version"], part["to_version"]])).toEqual([
        ["css/main.css", "revert", "2.0.0", "1.1.0"],
        [FAQ, "remove", "1.1.0", null],
        [BAR, "remove", "1.0.0", null]
      ])
      const undone = yield* awaitRollout(token, rollback.body.data.id)
      expect(undone.portals.map((portal) => portal.status)).toEqual(["succeeded", "succeeded"])
      expect(yield* installedVersion(3, FAQ)).toBeNull()
      expect(yield* installedVersion(3, BAR)).toBeNull()
      expect(yield* holding(3)).toMatchObject({ version: "1.1.0" })
      expect(yield* crmFile(3)).toEqual(Option.some(yield* contentAt("1.1.0")))
      expect(yield* installedVersion(4, FAQ)).toBe("1.0.0")
      expect(yield* creditsOf(DEMO_AGENCY)).toBe(credits)
    })
  )

  it.effect("a part edited in HubSpot fails alone: the other parts are done and the credit of the module installed is kept", () =>
    Effect.gen(function* () {
      const { credits, id, token } = yield* startBehindCanary("Edited meanwhile")
      // Cobalt waits for the canary; its main.css is edited in HubSpot meanwhile.
      yield* setCrmFile(3, "/* the client's own styles */\n")
      const done = yield* awaitRollout(token, id)
      expect(done.portals.map((portal) => portal.status)).toEqual(["succeeded", "failed"])
      expect(done.portals[1]!.reason).toMatch(/edited in HubSpot/)
      expect(done.portals[1]!.items.map((item) => item.status)).toEqual(["failed", "done", "done"])
      expect(done.portals[1]!.credits_spent).toBe(1)
      expect(yield* creditsOf(DEMO_AGENCY)).toBe(credits - 1)
      expect(yield* installedVersion(3, BAR)).toBe("1.0.0")
      expect(yield* crmFile(3)).toEqual(Option.some("/* the client's own styles */\n"))
      expect(yield* holding(3)).toMatchObject({ version: "1.1.0" })
    })
  )

  it.effect("a portal whose every part fails gives its credit back", () =>
    Effect.gen(function* () {
      const [saved] = yield* sqlRun((sql) => sql<{ token: string }>`SELECT refresh_token_encrypted AS token FROM portals WHERE id = 3`)
      const { credits, id, token } = yield* startBehindCanary("Connection lost")
      // Cobalt waits for the canary; its CRM connection goes meanwhile.
      yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = 'v1:broken' WHERE id = 3`)
      const done = yield* awaitRollout(token, id)
      yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = ${saved!.token} WHERE id = 3`)
      expect(done.portals.map((portal) => portal.status)).toEqual(["succeeded", "failed"])
      expect(done.portals[1]).toMatchObject({
        credits_spent: 0,
        reason: "This portal must be reconnected to the CRM. Reconnect it, then retry."
      })
      expect(yield* creditsOf(DEMO_AGENCY)).toBe(credits)
      expect(yield* installedVersion(3, BAR)).toBeNull()
    })
  )

  it.effect("refuses a layout the user cannot see with 422 naming change.layout_id, storing nothing", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const before = yield* rolloutCount
      const unknown = yield* post(`${rolloutBase}/preview`, token, { change: { kind: "layout", layout_id: 999_999 }, portal_ids: [1] })
      expect(unknown.status).toBe(422)
      expect(unknown.body.errors).toHaveProperty(["change.layout_id"])
      const created = yield* post(rolloutBase, token, { change: { kind: "layout", layout_id: 999_999 }, portal_ids: [1] })
      expect(created.status).toBe(422)
      const malformed = yield* post(rolloutBase, token, { change: { kind: "layout", layout_id: "one" }, portal_ids: [1] })
      expect(malformed.status).toBe(422)
      expect(JSON.stringify(malformed.body.errors)).toContain("change")
      expect(yield* rolloutCount).toBe(before)
      expect((yield* get(rolloutBase, token)).status).toBe(200)
    })
  )
})
