// Rollouts' guards over HTTP against the seeded world and the sandbox HubSpot: two starts fired at the same moment
// never both take a portal (the later skips it as busy, or is refused when nothing is left), and a rollout that
// pauses by itself tells its starter and its agencies' admins on the bell, once per pause. Seeded: Demo Agency owns
// portals 1 Acme, 3 Cobalt, 4 Acme Staging (agency@ is one of its admins, user@ a plain member); Northwind owns 5.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { awaitRollout, get, login, post, readRollout, rolloutBase, sqlRun } from "./support/rollout-kit.ts"
import { Seeded, testServer } from "./support/TestApi.ts"

const BUSY = "Other work on this module is running on this portal."
const NEXT_STEP = "Open the rollout to resume, cancel or roll back."

interface Reply {
  readonly status: number
  readonly body: { readonly data?: { readonly id: string; readonly title: string }; readonly errors?: Record<string, unknown> }
}

/** Both starts at once: neither waits for the other's answer. */
const startTogether = (token: string, bodies: ReadonlyArray<unknown>) =>
  Effect.all(
    bodies.map((body) => Effect.map(post(rolloutBase, token, body), (reply): Reply => reply)),
    { concurrency: "unbounded" }
  )

/** Per portal, how many of the module's rollouts have it in (not skipped). */
const takenPerPortal = (key: string) =>
  Effect.map(
    sqlRun(
      (sql) => sql<{ portal_id: number; taken: number }>`
        SELECT rp.portal_id, count(*)::int AS taken FROM rollout_portals rp JOIN rollouts r ON r.id = rp.rollout_id
        WHERE r.change->>'module_key' = ${key} AND rp.status <> 'skipped' GROUP BY rp.portal_id ORDER BY rp.portal_id`
    ),
    (rows) => Object.fromEntries(rows.map((row) => [row.portal_id, row.taken]))
  )

const breakToken = (portalId: number) =>
  sqlRun((sql) => sql`UPDATE portals SET refresh_token_encrypted = 'v1:broken' WHERE id = ${portalId}`)

interface Notice {
  readonly title: string
  readonly description: string
  readonly link: string | null
}

const noticesFor = (token: string, title: string) =>
  Effect.map(get("/auth/api/v2/notifications?limit=100", token), (reply) => {
    expect(reply.status).toBe(200)
    return (reply.body.data as ReadonlyArray<Notice>).filter((notice) => notice.title === title)
  })

layer(testServer(), { excludeTestServices: true, timeout: 240_000 })("rollout starts at the same moment", (it) => {
  it.effect("overlapping starts: the shared portal runs in one rollout, the other shows it skipped as busy", () =>
    Effect.gen(function* () {
      const key = "faq-accordion"
      const token = yield* login(Seeded.agencyAdmin)
      const change = { kind: "module", module_key: key }
      const replies = yield* startTogether(token, [
        { change, portal_ids: [1, 3] },
        { change, portal_ids: [3, 4] }
      ])
      expect(replies.map((reply) => reply.status)).toEqual([201, 201])
      expect(yield* takenPerPortal(key)).toEqual({ 1: 1, 3: 1, 4: 1 })

      const rollouts = yield* Effect.forEach(replies, (reply) => readRollout(token, reply.body.data!.id))
      const cobalt = rollouts.map((rollout) => rollout.portals.find((portal) => portal.portal_id === 3)!)
      const skipped = cobalt.filter((portal) => portal.status === "skipped")
      expect(skipped).toHaveLength(1)
      expect(skipped[0]).toMatchObject({ skip_reason: "busy", reason: BUSY, action: null, phase: "rest" })
      // The rollout that lost Cobalt has its other portal as its canary.
      const loser = rollouts[cobalt.indexOf(skipped[0]!)]!
      expect(loser.portals.filter((portal) => portal.phase === "canary").map((portal) => portal.status)).not.toContain("skipped")

      const ended = yield* Effect.forEach(rollouts, (rollout) => awaitRollout(token, rollout.id))
      expect(ended.flatMap((rollout) => rollout.portals.map((portal) => portal.status)).sort()).toEqual([
        "skipped",
        "succeeded",
        "succeeded",
        "succeeded"
      ])
    })
  )

  it.effect("the same portals started twice: one rollout takes them all, the other is refused as every portal skipped", () =>
    Effect.gen(function* () {
      const key = "feature-grid"
      const token = yield* login(Seeded.agencyAdmin)
      const body = { change: { kind: "module", module_key: key }, portal_ids: [1, 3, 4] }
      const replies = yield* startTogether(token, [body, body])
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 422])
      const refused = replies.find((reply) => reply.status === 422)!
      expect(refused.body.errors).toEqual({ portal_ids: ["Every chosen portal would be skipped."] })
      expect(yield* takenPerPortal(key)).toEqual({ 1: 1, 3: 1, 4: 1 })
      const [stored] = yield* sqlRun(
        (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM rollouts WHERE change->>'module_key' = ${key}`
      )
      expect(stored!.count).toBe(1)
      yield* awaitRollout(token, replies.find((reply) => reply.status === 201)!.body.data!.id)
    })
  )
})

layer(testServer({ rolloutParallel: 1 }), { excludeTestServices: true, timeout: 240_000 })("rollout pause notices", (it) => {
  it.effect("a failed canary pauses: its starter and the agency's admins get one bell entry per pause", () =>
    Effect.gen(function* () {
      const token = yield* login(Seeded.agencyAdmin)
      const created = yield* post(rolloutBase, token, {
        change: { kind: "module", module_key: "call-to-action" },
        portal_ids: [3, 1, 4],
        canary_size: 2,
        failure_threshold: 5
      })
      expect(created.status).toBe(201)
      const id = created.body.data.id as string
      const title = "Rollout paused: Call to Action 1.0.1"
      expect(created.body.data.title).toBe("Call to Action 1.0.1")
      yield* breakToken(3)
      const paused = yield* awaitRollout(token, id, (rollout) => rollout.status === "paused")
      expect(paused.paused_reason).toMatch(/^The canary failed on Cobalt Portal: /)

      // The starter is one of the agency's admins: told once, not twice.
      const first = yield* noticesFor(token, title)
      expect(first).toHaveLength(1)
      expect(first[0]!.link).toBe(`/rollouts/${id}`)
      expect(first[0]!.description).toBe(`<p>${paused.paused_reason!}</p><p>${NEXT_STEP}</p>`)
      // Neither a plain member nor another agency hears of it.
      expect(yield* noticesFor(yield* login(Seeded.user), title)).toHaveLength(0)
      expect(yield* noticesFor(yield* login(Seeded.northwind), title)).toHaveLength(0)
      const [rows] = yield* sqlRun(
        (sql) => sql<{ recipients: number; entries: number }>`
          SELECT count(DISTINCT recipient_id)::int AS recipients, count(*)::int AS entries FROM notifications WHERE link = ${`/rollouts/${id}`}`
      )
      const [admins] = yield* sqlRun(
        (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM agency_user WHERE agency_id = 1 AND role = 'agency-admin'`
      )
      expect(rows).toEqual({ recipients: admins!.count, entries: admins!.count })

      // Resumed, the second canary portal fails too: a second pause, a second entry.
      yield* breakToken(1)
      expect((yield* post(`${rolloutBase}/${id}/resume`, token)).status).toBe(200)
      yield* awaitRollout(token, id, (rollout) => rollout.status === "paused" && rollout.counts["failed"] === 2)
      const second = yield* noticesFor(token, title)
      expect(second).toHaveLength(2)
      expect(second.every((notice) => notice.link === `/rollouts/${id}`)).toBe(true)

      expect((yield* post(`${rolloutBase}/${id}/cancel`, token)).status).toBe(200)
      yield* awaitRollout(token, id)
    })
  )
})
