// Rollouts over HTTP against the seeded world and the sandbox HubSpot: a preview per portal, a canary first and the
// rest after it, portals' results read back from the CRM and the holdings, credits spent only by portals that
// succeed, pause / resume / cancel with their refusals, and Rollback as a rollout of its own. Seeded: Demo Agency
// (id 1, 25 credits) owns portals 1 Acme (pro), 2 Beacon (core), 3 Cobalt (free), 4 Acme Staging (pro); Northwind
// owns 5; user@ is granted Acme Portal only. Each test uses a module of its own.
import { expect, layer } from "@effect/vitest"
import { Effect, Option } from "effect"

import { Crm } from "../../server/integrations/crm/index.ts"
import { portalCrmAuth, publishedCrmFile } from "./support/crm.ts"
import {
  awaitRollout,
  creditsOf,
  get,
  holdModule,
  installedVersion,
  login,
  post,
  readRollout,
  rolloutBase,
  sqlRun
} from "./support/rollout-kit.ts"
import { Seeded, testServer } from "./support/TestApi.ts"

const DEMO_AGENCY = 1

const moduleFolder = (portalId: number, key: string) =>
  Effect.map(
    sqlRun((sql) => sql<{ root: string }>`SELECT custom_installation AS root FROM portals WHERE id = ${portalId}`),
    (rows) => `${rows[0]!.root}/modules/${key}.module`
  )

const filesAt = (key: string, version: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ files: ReadonlyArray<{ name: string; content: string }> }>`
        SELECT mv.files FROM module_versions mv JOIN modules m ON m.id = mv.module_id WHERE m.key = ${key} AND mv.version = ${version}`
    ),
    (rows) => rows[0]!.files
  )

const crmFile = (portalId: number, path: string) =>
  Effect.gen(function* () {
    const crm = yield* Crm
    return yield* crm.readFile(yield* portalCrmAuth(portalId), "published", path).pipe(Effect.option)
  })

const rolloutCount = Effect.map(
  sqlRun((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM rollouts`),
  (rows) => rows[0]!.count
)

const breakToken = (portalId: number) =>
  sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = 'v1:broken' WHERE id = ${portalId}`)

layer(testServer(), { excludeTestServices: true, timeout: 240_000 })("rollouts", (it) => {
  it.effect("previews, runs the canary then the rest, and rolls back to what each portal held", () =>
    Effect.gen(function* () {
      const key = "faq-accordion"
      const token = yield* login(Seeded.agencyAdmin)
      yield* holdModule(4, key, "1.0.0")
      const change = { kind: "module", module_key: key }

      const preview = yield* post(`${rolloutBase}/preview`, token, { change, portal_ids: [1, 3, 4] })
      expect(preview.status).toBe(200)
      expect(preview.body.data.title).toBe("FAQ Accordion 1.1.0")
      expect(preview.body.data.portals.map((portal: { action: string }) => portal.action)).toEqual(["install", "install", "upgrade"])
      expect(preview.body.data.portals[2]).toMatchObject({ from_version: "1.0.0", to_version: "1.1.0", credits: 0, skip: null })

      const created = yield* post(rolloutBase, token, { change, portal_ids: [1, 3, 4], canary_size: 1 })
      expect(created.status).toBe(201)
      const id = created.body.data.id as string
      expect(created.body.data.portals.map((portal: { phase: string }) => portal.phase)).toEqual(["canary", "rest", "rest"])

      const done = yield* awaitRollout(token, id)
      expect(done.status).toBe("finished")
      expect(done.portals.map((portal) => portal.status)).toEqual(["succeeded", "succeeded", "succeeded"])
      expect(done.portals[0]!.items).toEqual([{ seq: 1, label: "FAQ Accordion 1.1.0", status: "done", error: null }])
      for (const portal of [1, 3, 4]) expect(yield* installedVersion(portal, key)).toBe("1.1.0")
      const [file] = yield* filesAt(key, "1.1.0")
      const folder1 = yield* moduleFolder(1, key)
      expect(yield* publishedCrmFile(1, `${folder1}/${file!.name}`)).toBe(file!.content)
      // Each portal's History names the rollout.
      const [history] = yield* sqlRun(
        (sql) => sql<{ payload: { rollout_id?: string } }>`
          SELECT payload FROM histories WHERE portal_id = 3 AND payload->>'module' = ${key} ORDER BY id DESC LIMIT 1`
      )
      expect(history!.payload.rollout_id).toBe(id)

      const rollback = yield* post(`${rolloutBase}/${id}/rollback`, token)
      expect(rollback.status).toBe(200)
      expect(rollback.body.data).toMatchObject({ rollback_of: id, title: "Rollback of FAQ Accordion 1.1.0" })
      expect(rollback.body.data.portals.map((portal: { action: string }) => portal.action)).toEqual(["remove", "remove", "revert"])
      const undone = yield* awaitRollout(token, rollback.body.data.id)
      expect(undone.portals.map((portal) => portal.status)).toEqual(["succeeded", "succeeded", "succeeded"])
      expect(yield* installedVersion(1, key)).toBeNull()
      expect(yield* installedVersion(3, key)).toBeNull()
      expect(yield* installedVersion(4, key)).toBe("1.0.0")
      expect(Option.isNone(yield* crmFile(1, `${folder1}/${file!.name}`))).toBe(true)

      expect((yield* readRollout(token, id)).rolled_back_by).toBe(rollback.body.data.id)
      expect((yield* post(`${rolloutBase}/${id}/rollback`, token)).status).toBe(409)
      const listed = yield* get(rolloutBase, token)
      expect(listed.status).toBe(200)
      expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual(expect.arrayContaining([id, rollback.body.data.id]))
    })
  )

  it.effect("refuses bad input with 422 naming the field, and stores nothing", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const before = yield* rolloutCount
      const change = { kind: "module", module_key: "feature-grid" }
      const refused = (body: unknown) => Effect.map(post(rolloutBase, token, body), (reply) => reply)
      const unknown = yield* refused({ change, portal_ids: [1, 424242] })
      expect(unknown.status).toBe(422)
      expect(unknown.body.errors).toHaveProperty(["portal_ids.1"])
      const foreign = yield* refused({ change, portal_ids: [5] })
      expect(foreign.status).toBe(422)
      expect(foreign.body.errors).toHaveProperty(["portal_ids.0"])
      expect(JSON.stringify(foreign.body)).not.toContain("Northwind")
      expect((yield* refused({ change, portal_ids: [] })).status).toBe(422)
      const twice = yield* refused({ change, portal_ids: [1, 3, 1] })
      expect(twice.status).toBe(422)
      expect(twice.body.errors).toHaveProperty(["portal_ids.2"])
      const module = yield* refused({ change: { kind: "module", module_key: "no-such-module" }, portal_ids: [1] })
      expect(module.status).toBe(422)
      expect(module.body.errors).toHaveProperty(["change.module_key"])
      // A plain user reaches only the portals granted to them.
      const user = yield* login(Seeded.user)
      const beyond = yield* post(rolloutBase, user, { change, portal_ids: [3] })
      expect(beyond.status).toBe(422)
      expect(beyond.body.errors).toHaveProperty(["portal_ids.0"])
      expect((yield* post(`${rolloutBase}/preview`, "", { change, portal_ids: [1] })).status).toBe(401)
      expect(yield* rolloutCount).toBe(before)
    })
  )

  it.effect("pause, resume and cancel, with 409 for the wrong state and 403 for a user beyond their portals", () =>
    Effect.gen(function* () {
      const key = "feature-grid"
      const token = yield* login(Seeded.agencyAdmin)
      const created = yield* post(rolloutBase, token, { change: { kind: "module", module_key: key }, portal_ids: [1, 3, 4] })
      expect(created.status).toBe(201)
      const id = created.body.data.id as string
      const paused = yield* post(`${rolloutBase}/${id}/pause`, token)
      expect(paused.status).toBe(200)
      expect(paused.body.data).toMatchObject({ status: "paused", paused_reason: "Paused by Agency Admin" })
      expect((yield* post(`${rolloutBase}/${id}/pause`, token)).status).toBe(409)
      // The canary may finish; the rest waits.
      const waiting = yield* awaitRollout(token, id, (rollout) => rollout.counts["running"] === 0)
      expect(waiting.status).toBe("paused")
      expect(waiting.portals.slice(1).map((portal) => portal.status)).toEqual(["pending", "pending"])

      const user = yield* login(Seeded.user)
      const seen = yield* get(`${rolloutBase}/${id}`, user)
      expect(seen.status).toBe(200)
      expect(seen.body.data.portals.map((portal: { portal_id: number }) => portal.portal_id)).toEqual([1])
      expect((yield* post(`${rolloutBase}/${id}/resume`, user)).status).toBe(403)
      const north = yield* login(Seeded.northwind)
      expect((yield* get(`${rolloutBase}/${id}`, north)).status).toBe(404)
      expect((yield* post(`${rolloutBase}/${id}/cancel`, north)).status).toBe(404)

      expect((yield* post(`${rolloutBase}/${id}/rollback`, token)).status).toBe(409)
      expect((yield* post(`${rolloutBase}/${id}/resume`, token)).body.data.status).toBe("running")
      expect((yield* post(`${rolloutBase}/${id}/resume`, token)).status).toBe(409)
      const cancelled = yield* post(`${rolloutBase}/${id}/cancel`, token)
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.data.status).toBe("cancelled")
      expect((yield* post(`${rolloutBase}/${id}/cancel`, token)).status).toBe(409)
      const ended = yield* awaitRollout(token, id)
      expect(ended.portals.every((portal) => ["succeeded", "cancelled"].includes(portal.status))).toBe(true)
    })
  )

  it.effect("a portal that fails gives its credit back; one that succeeds keeps it, once", () =>
    Effect.gen(function* () {
      // Progress Bar is a Core module: Acme (PRO) has it by its plan, Cobalt (free) needs a credit.
      const key = "el-progress-bar"
      const token = yield* login(Seeded.agencyAdmin)
      const credits = yield* creditsOf(DEMO_AGENCY)
      const change = { kind: "module", module_key: key }
      const preview = yield* post(`${rolloutBase}/preview`, token, { change, portal_ids: [1, 3] })
      expect(preview.body.data.portals.map((portal: { credits: number }) => portal.credits)).toEqual([0, 1])
      expect(preview.body.data.credits).toEqual([{ agency_id: DEMO_AGENCY, agency_name: "Demo Agency", needed: 1, available: credits }])

      const [saved] = yield* sqlRun((sql) => sql<{ token: string }>`SELECT refresh_token_encrypted AS token FROM portals WHERE id = 3`)
      const first = yield* post(rolloutBase, token, { change, portal_ids: [1, 3], canary_size: 1 })
      expect(first.status).toBe(201)
      // Cobalt waits for the canary: its connection goes meanwhile, so its install fails after its credit was reserved.
      yield* breakToken(3)
      const failed = yield* awaitRollout(token, first.body.data.id)
      expect(failed.portals.map((portal) => portal.status)).toEqual(["succeeded", "failed"])
      expect(failed.portals[1]).toMatchObject({
        credits_spent: 0,
        reason: "This portal must be reconnected to the CRM. Reconnect it, then retry."
      })
      expect(yield* creditsOf(DEMO_AGENCY)).toBe(credits)
      const events = yield* sqlRun(
        (sql) => sql<{ event: string }>`
          SELECT event FROM activity_log WHERE subject_id = 3 AND properties->>'rollout_id' = ${first.body.data.id} ORDER BY id`
      )
      expect(events.map((row) => row.event)).toEqual(["module.purchased", "module.purchase-returned"])

      yield* sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = ${saved!.token} WHERE id = 3`)
      const second = yield* post(rolloutBase, token, { change, portal_ids: [3] })
      expect(second.status).toBe(201)
      const succeeded = yield* awaitRollout(token, second.body.data.id)
      expect(succeeded.portals[0]).toMatchObject({ status: "succeeded", credits_spent: 1 })
      expect(yield* creditsOf(DEMO_AGENCY)).toBe(credits - 1)
      expect(yield* installedVersion(3, key)).toBe("1.0.0")

      // Rolling it back removes the module it installed and gives that credit back.
      const rollback = yield* post(`${rolloutBase}/${second.body.data.id}/rollback`, token)
      expect(rollback.status).toBe(200)
      yield* awaitRollout(token, rollback.body.data.id)
      expect(yield* installedVersion(3, key)).toBeNull()
      expect(yield* creditsOf(DEMO_AGENCY)).toBe(credits)
    })
  )
})

layer(testServer({ rolloutParallel: 1 }), { excludeTestServices: true, timeout: 240_000 })("rollouts one portal at a time", (it) => {
  it.effect("a failed canary pauses before the rest starts; the failure threshold pauses the rest", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const change = { kind: "module", module_key: "call-to-action" }
      const created = yield* post(rolloutBase, token, { change, portal_ids: [3, 1, 4], canary_size: 1, failure_threshold: 5 })
      expect(created.status).toBe(201)
      yield* breakToken(3)
      const paused = yield* awaitRollout(token, created.body.data.id, (rollout) => rollout.status === "paused")
      expect(paused.paused_reason).toMatch(/^The canary failed on Cobalt Portal: /)
      expect(paused.portals.slice(1).map((portal) => portal.status)).toEqual(["pending", "pending"])

      const threshold = yield* post(rolloutBase, token, {
        change: { kind: "module", module_key: "dnd-two-column" },
        portal_ids: [1, 2, 4],
        canary_size: 1,
        failure_threshold: 1
      })
      expect(threshold.status).toBe(201)
      yield* breakToken(2)
      const stopped = yield* awaitRollout(token, threshold.body.data.id, (rollout) => rollout.status === "paused")
      expect(stopped.paused_reason).toBe("1 portal failed: paused at the failure threshold")
      expect(stopped.portals.map((portal) => portal.status)).toEqual(["succeeded", "failed", "pending"])
      // Resuming accepts the failures so far: the rest goes on.
      expect((yield* post(`${rolloutBase}/${threshold.body.data.id}/resume`, token)).status).toBe(200)
      const finished = yield* awaitRollout(token, threshold.body.data.id)
      expect(finished.portals.map((portal) => portal.status)).toEqual(["succeeded", "failed", "succeeded"])
    })
  )
})
